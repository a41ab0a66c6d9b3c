-- A poison message that carries no Nats-Msg-Id (published by a foreign tool) was recorded twice when a
-- crash between the dead_letters insert and the term redelivered it: key such records by where they sit
-- in the stream (and their payload, since a recreated stream reuses sequence numbers).
DELETE FROM dead_letters d
USING dead_letters e
WHERE d.msg_id IS NULL AND e.msg_id IS NULL AND d.consumer = e.consumer
  AND d.stream IS NOT DISTINCT FROM e.stream AND d.stream_seq IS NOT DISTINCT FROM e.stream_seq
  AND md5(coalesce(d.payload, '')) = md5(coalesce(e.payload, '')) AND d.dead_letter_id > e.dead_letter_id;
CREATE UNIQUE INDEX dead_letters_once_by_seq ON dead_letters (consumer, stream, stream_seq, md5(payload))
    WHERE msg_id IS NULL;
