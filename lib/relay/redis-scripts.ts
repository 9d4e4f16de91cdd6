/**
 * The Redis store's Lua scripts: every multi-step change of one session runs
 * as one script on the session's hash slot (keys `prefix:{transportId}:…`),
 * so it is atomic and runs unchanged on Redis Cluster.
 *
 * Keys of a session: `r` the record (a hash: one JSON value per record field,
 * plus the log's `_bytes`, `_dropped`, `_last`, the inbound count `_in`, and
 * the coordination record: `_owner` the node running the session, `_prior`
 * the JSON array of its prior generations), `l` the log (a stream whose
 * entry ids are `0-<seq>`, fields `f` frame and `b` bytes), `i` the inbound
 * stream (client messages a non-owner node forwards, ids `0-<n>`), `o` the
 * owner's lease (a string: the owner's node id, with a TTL).
 *
 * Fencing: every write of a session's owner (append, update, trim, gap
 * mark, delete, renewal) carries the generation the owner runs (JSON, as
 * the record stores it; '' skips the check) and is refused with `STALE`
 * when the record's generation is another one: a node that lost the session
 * to a claim cannot write into the new owner's record or log, whatever it
 * had buffered.
 */

/** Lua: whether a write carrying generation `g` is stale for record `r`. */
const STALE_CHECK = `
local function stale(r, g)
  return g ~= nil and g ~= '' and redis.call('HGET', r, 'generation') ~= g
end`;

/**
 * KEYS r l i o; ARGV ttlMs generation leaseOwner leaseMs field value…
 * Idempotent for the same generation (a resend). With a lease owner, the
 * creating node's lease is set in the same step (no node can find the
 * session without an owner and claim it), and the owner named in the
 * coordination record (`_owner`).
 */
export const CREATE = `
if redis.call('EXISTS', KEYS[1]) == 1 then
  if redis.call('HGET', KEYS[1], 'generation') == ARGV[2] then return 0 end
  return redis.error_reply('EXISTS')
end
redis.call('DEL', KEYS[2], KEYS[3])
redis.call('HSET', KEYS[1], '_bytes', 0, '_dropped', 0, '_last', 0, '_in', 0, '_owner', ARGV[3],
  unpack(ARGV, 5))
redis.call('PEXPIRE', KEYS[1], ARGV[1])
if ARGV[3] ~= '' then redis.call('SET', KEYS[4], ARGV[3], 'PX', ARGV[4]) end
return 1`;

/** KEYS r; ARGV generation field value… */
export const UPDATE = `${STALE_CHECK}
if redis.call('EXISTS', KEYS[1]) == 0 then return redis.error_reply('NOTFOUND') end
if stale(KEYS[1], ARGV[1]) then return redis.error_reply('STALE') end
redis.call('HSET', KEYS[1], unpack(ARGV, 2))
return 1`;

/**
 * KEYS r l; ARGV maxMessages maxBytes ttlMs channel generation, then last the entries
 * packed in one argument: `seq:bytes:frame` for each, concatenated (`bytes`
 * the frame's UTF-8 length; one entry or many: the store coalesces a
 * session's appends into one call). One argument instead of three per entry
 * spares the client and Redis most of the per-argument work, and it is the
 * channel's message format. Appends each entry in order (a sequence number
 * at or below the last is a resend: skipped, so each is logged and published
 * once), drops the oldest entries over the bounds (advancing `_dropped`, the
 * replay-gap boundary), publishes the entries it added on the session's
 * channel when one is given (non-owner nodes serving its client listen
 * there), all in one message (the packed argument as it came when none was
 * skipped).
 * Returns { count, bytes, droppedThrough, lastSeq } after the last entry.
 */
export const APPEND = `${STALE_CHECK}
if redis.call('EXISTS', KEYS[1]) == 0 then return redis.error_reply('NOTFOUND') end
if stale(KEYS[1], ARGV[5]) then return redis.error_reply('STALE') end
local meta = redis.call('HMGET', KEYS[1], '_last', '_bytes', '_dropped')
local last = tonumber(meta[1]) or 0
local bytes = tonumber(meta[2]) or 0
local dropped = tonumber(meta[3]) or 0
local packed = ARGV[#ARGV]
local added = 0
-- Where each added entry starts and ends in the packed argument: copied out only when one was skipped.
local spans = {}
local skipped = false
local pos = 1
while pos <= #packed do
  local a = string.find(packed, ':', pos, true)
  local b = string.find(packed, ':', a + 1, true)
  local seq = tonumber(string.sub(packed, pos, a - 1))
  local len = tonumber(string.sub(packed, a + 1, b - 1))
  local e = b + len
  if seq > last then
    redis.call('XADD', KEYS[2], '0-' .. seq, 'f', string.sub(packed, b + 1, e), 'b', len)
    bytes = bytes + len
    last = seq
    added = added + 1
    spans[#spans + 1] = pos
    spans[#spans + 1] = e
  else
    skipped = true
  end
  pos = e + 1
end
local count = redis.call('XLEN', KEYS[2])
if added == 0 then return {count, bytes, dropped, last} end
if ARGV[4] ~= '' then
  local message = packed
  if skipped then
    local parts = {}
    for j = 1, #spans, 2 do parts[#parts + 1] = string.sub(packed, spans[j], spans[j + 1]) end
    message = table.concat(parts)
  end
  redis.call('PUBLISH', ARGV[4], message)
end
if redis.call('PTTL', KEYS[2]) < 0 then redis.call('PEXPIRE', KEYS[2], ARGV[3]) end
local maxCount = tonumber(ARGV[1])
local maxBytes = tonumber(ARGV[2])
local cut = 0
while count > 0 and (count > maxCount or bytes > maxBytes) do
  local want = math.min(math.max(count - maxCount, 1), 256)
  local oldest = redis.call('XRANGE', KEYS[2], '(0-' .. cut, '+', 'COUNT', want)
  for _, e in ipairs(oldest) do
    if not (count > maxCount or bytes > maxBytes) then break end
    bytes = bytes - tonumber(e[2][4])
    cut = tonumber(string.sub(e[1], 3))
    count = count - 1
  end
end
if cut > 0 then
  redis.call('XTRIM', KEYS[2], 'MINID', '0-' .. (cut + 1))
  dropped = cut
end
redis.call('HSET', KEYS[1], '_last', last, '_bytes', bytes, '_dropped', dropped)
return {count, bytes, dropped, last}`;

/** KEYS r l; ARGV throughSeq generation. Drops acknowledged entries; returns the stats as APPEND does. */
export const TRIM = `${STALE_CHECK}
if redis.call('EXISTS', KEYS[1]) == 0 then return redis.error_reply('NOTFOUND') end
if stale(KEYS[1], ARGV[2]) then return redis.error_reply('STALE') end
local through = tonumber(ARGV[1])
local gone = redis.call('XRANGE', KEYS[2], '-', '0-' .. through)
if #gone > 0 then
  local sum = 0
  for _, e in ipairs(gone) do sum = sum + tonumber(e[2][4]) end
  redis.call('XTRIM', KEYS[2], 'MINID', '0-' .. (through + 1))
  redis.call('HINCRBY', KEYS[1], '_bytes', -sum)
end
local meta = redis.call('HMGET', KEYS[1], '_bytes', '_dropped', '_last')
return {redis.call('XLEN', KEYS[2]), tonumber(meta[1]) or 0, tonumber(meta[2]) or 0, tonumber(meta[3]) or 0}`;

/**
 * KEYS r l; ARGV droppedThrough lastSeq [generation]. After an outage longer than the
 * write buffer: the entries through `droppedThrough` never reached Redis.
 */
export const MARK_GAP = `${STALE_CHECK}
if redis.call('EXISTS', KEYS[1]) == 0 then return redis.error_reply('NOTFOUND') end
if stale(KEYS[1], ARGV[3]) then return redis.error_reply('STALE') end
local meta = redis.call('HMGET', KEYS[1], '_last', '_dropped')
local d = tonumber(ARGV[1])
local l = tonumber(ARGV[2])
if d > (tonumber(meta[2]) or 0) then redis.call('HSET', KEYS[1], '_dropped', d) end
if l > (tonumber(meta[1]) or 0) then redis.call('HSET', KEYS[1], '_last', l) end
local old = redis.call('XRANGE', KEYS[2], '-', '0-' .. d)
if #old > 0 then
  local sum = 0
  for _, e in ipairs(old) do sum = sum + tonumber(e[2][4]) end
  redis.call('XTRIM', KEYS[2], 'MINID', '0-' .. (d + 1))
  redis.call('HINCRBY', KEYS[1], '_bytes', -sum)
end
return 1`;

/**
 * KEYS r l i o; ARGV node ttlMs recordTtlMs extendTtls generation. The
 * owner's renewal of one session (a node renews all of its sessions in one
 * pipeline, one round trip per interval): extends its lease, and with
 * `extendTtls` = 1 the session's key TTLs (needed only every few minutes).
 * Returns 1; 0 when the lease is another node's (the session was claimed),
 * -1 when the record is gone, -2 when the record has another generation
 * (claimed, and that lease lapsed too): in each the caller fences itself
 * (stops serving the session). A lapsed lease of the same generation is
 * taken again (nobody claimed the session meanwhile).
 */
export const RENEW = `${STALE_CHECK}
local owner = redis.call('GET', KEYS[4])
if owner and owner ~= ARGV[1] then return 0 end
if redis.call('EXISTS', KEYS[1]) == 0 then return -1 end
if stale(KEYS[1], ARGV[5]) then return -2 end
redis.call('SET', KEYS[4], ARGV[1], 'PX', ARGV[2])
if ARGV[4] == '1' then
  redis.call('PEXPIRE', KEYS[1], ARGV[3])
  redis.call('PEXPIRE', KEYS[2], ARGV[3])
  redis.call('PEXPIRE', KEYS[3], ARGV[3])
end
return 1`;

/**
 * KEYS r o; ARGV node leaseTtlMs newGeneration. Claims an orphaned session:
 * only when no node holds its lease and it has not ended. Sets the lease,
 * the new generation and the coordination record (`_owner` the claimer, the
 * old generation appended to `_prior`). Returns the previous generation
 * (JSON) and owner when it claimed; else a number for the fleet index (the
 * claim scan's lease deadlines): the lease's remaining ms when a node holds
 * it, -1 when the record is gone, -2 when it ended.
 */
export const CLAIM = `
local held = redis.call('PTTL', KEYS[2])
if held > 0 then return held end
if held == -1 then return 1 end
if redis.call('EXISTS', KEYS[1]) == 0 then return -1 end
local f = redis.call('HMGET', KEYS[1], 'ended', 'generation', '_prior', '_owner')
if f[1] == 'true' then return -2 end
redis.call('SET', KEYS[2], ARGV[1], 'PX', ARGV[2])
local prior = cjson.decode(f[3] or '[]')
table.insert(prior, cjson.decode(f[2]))
redis.call('HSET', KEYS[1], '_owner', ARGV[1], 'generation', cjson.encode(ARGV[3]),
  '_prior', cjson.encode(prior))
return {f[2], f[4] or ''}`;

/**
 * KEYS r l i o; ARGV generation. Deletes a session's keys (it ended), unless
 * the record belongs to another generation (`STALE`: the session was claimed
 * by another node, which runs it now).
 */
export const DELETE = `${STALE_CHECK}
if redis.call('EXISTS', KEYS[1]) == 1 and stale(KEYS[1], ARGV[1]) then return redis.error_reply('STALE') end
return redis.call('DEL', KEYS[1], KEYS[2], KEYS[3], KEYS[4])`;

/**
 * KEYS o r; ARGV node handover. Releases a lease this node holds. A planned
 * handover (`handover`: `<lastSeq> <generation JSON>`, else '') is noted in
 * the record (`_handover`) in the same step: a claim that finds it naming the
 * generation it replaces and the log's last sequence number continues the
 * log without a gap.
 */
export const RELEASE = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
if ARGV[2] ~= '' and redis.call('EXISTS', KEYS[2]) == 1 then redis.call('HSET', KEYS[2], '_handover', ARGV[2]) end
return redis.call('DEL', KEYS[1])`;

/**
 * KEYS r i; ARGV message channel head. A non-owner forwards a client frame to the
 * owner: numbered in arrival order (`_in`), kept in the inbound stream until
 * the owner consumed it, announced on the owner node's channel as the JSON
 * object `head` (`{"v":1,"transportId":…`, left open) closed with the number
 * and the message (fleet-messages.ts: InboundMessage).
 */
export const FORWARD = `
if redis.call('EXISTS', KEYS[1]) == 0 then return redis.error_reply('NOTFOUND') end
local n = redis.call('HINCRBY', KEYS[1], '_in', 1)
redis.call('XADD', KEYS[2], '0-' .. n, 'm', ARGV[1])
if ARGV[2] ~= '' then redis.call('PUBLISH', ARGV[2], ARGV[3] .. ',"n":' .. n .. ',"message":' .. ARGV[1] .. '}') end
return n`;

/**
 * KEYS r o; ARGV recordTtlMs owner leaseMs confirmedSeq field value…  After
 * Redis came back empty: re-creates a record this process owns (its log
 * restarts after `confirmedSeq`, the gap boundary for readers behind it),
 * its coordination record (`_owner`; the fields carry `_prior`) and its
 * lease (`leaseMs`, the owner's configured lease; none when `owner` is
 * empty: a session this node fenced itself from, left for any node to claim).
 * Returns 1 when it re-created, 0 when the record was there.
 */
export const RESEED = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], '_bytes', 0, '_dropped', ARGV[4], '_last', ARGV[4], '_in', 0,
  '_owner', ARGV[2], unpack(ARGV, 5))
redis.call('PEXPIRE', KEYS[1], ARGV[1])
if ARGV[2] ~= '' then redis.call('SET', KEYS[2], ARGV[2], 'PX', ARGV[3], 'NX') end
return 1`;
