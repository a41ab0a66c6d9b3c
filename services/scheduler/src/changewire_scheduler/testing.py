"""Test and benchmark support: seed companies and due sensors in bulk (one statement each).
Never used by the running service."""
from __future__ import annotations

import asyncpg


async def seed_sensors(conn: asyncpg.Connection | asyncpg.Pool, n_sensors: int, n_domains: int, *,
                       prefix: str = "t", surface: str = "careers", status: str = "active",
                       overdue_s: float = 60.0, with_domain: bool = True, company_tier: int = 3,
                       priority: float = 0.5) -> list[int]:
    """Insert one company per domain and `n_sensors` sensors spread round-robin over the domains
    (host `d<i>-<prefix>.test`, which is its own registrable domain), all due `overdue_s` ago
    (± 50%). Returns the sensor ids in order."""
    await conn.execute(
        """INSERT INTO companies (name, slug, website, tier)
           SELECT 'Company ' || $1 || ' ' || i, $1 || '-' || i, 'https://d' || i || '-' || $1 || '.test/', $3
           FROM generate_series(0, $2 - 1) AS i""",
        prefix, n_domains, company_tier,
    )
    rows = await conn.fetch(
        """INSERT INTO sensors (company_id, surface, kind, url, domain, status, next_run_at, priority)
           SELECT c.company_id, $4::surface, 'html',
                  'https://d' || (g % $2) || '-' || $1 || '.test/p' || g,
                  CASE WHEN $5 THEN 'd' || (g % $2) || '-' || $1 || '.test' END,
                  $6::sensor_status, now() - make_interval(secs => $7 * (0.5 + random())), $8
           FROM generate_series(0, $3 - 1) AS g
           JOIN companies c ON c.slug = $1 || '-' || (g % $2)
           ORDER BY g
           RETURNING sensor_id""",
        prefix, n_domains, n_sensors, surface, with_domain, status, overdue_s, priority,
    )
    return [r["sensor_id"] for r in rows]
