-- fetcher: the URL a sensor's stored validators (etag / last_modified) came from, when its URL redirects
-- (http → https, a trailing slash, a moved path on the same site); NULL: the sensor's own URL. A
-- validator belongs to the URL that answered it: it is sent to that hop of the redirect chain only.
ALTER TABLE sensors ADD COLUMN validators_url text;
