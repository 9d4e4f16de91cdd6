/** The Redis store's URLs: one server, or a Redis Cluster by its seed nodes; bad ones are a RangeError. */
import { isRedisUrl, parseRedisUrl } from '../../lib/relay/redis-connect.js';

describe('parseRedisUrl', () => {
  it('takes redis:// and rediss:// as one server, as written', () => {
    expect(parseRedisUrl('redis://10.0.0.5:6379/2')).toEqual({
      cluster: false,
      url: 'redis://10.0.0.5:6379/2',
    });
    expect(parseRedisUrl('rediss://u:p@h:6380')).toEqual({
      cluster: false,
      url: 'rediss://u:p@h:6380',
    });
  });

  it('takes redis+cluster:// seeds, credentials for every node, rediss+cluster:// for TLS', () => {
    expect(parseRedisUrl('redis+cluster://10.0.0.5:7000,10.0.0.6:7001')).toEqual({
      cluster: true,
      nodes: [
        { host: '10.0.0.5', port: 7000 },
        { host: '10.0.0.6', port: 7001 },
      ],
      tls: false,
    });
    expect(parseRedisUrl('rediss+cluster://relay:s%40cret@[::1]:7000/0')).toEqual({
      cluster: true,
      nodes: [{ host: '::1', port: 7000 }],
      username: 'relay',
      password: 's@cret',
      tls: true,
    });
    expect(parseRedisUrl('redis+cluster://:pw@h:7000')).toMatchObject({ password: 'pw' });
  });

  it('refuses what is not a Redis URL, a seed without a port, and a database other than 0 on a cluster', () => {
    expect(() => parseRedisUrl('http://x')).toThrow(RangeError);
    expect(() => parseRedisUrl('redis+cluster://h')).toThrow(/host:port seeds, got "h"/);
    expect(() => parseRedisUrl('redis+cluster://h:7000,')).toThrow(RangeError);
    expect(() => parseRedisUrl('redis+cluster://h:70000')).toThrow(RangeError);
    expect(() => parseRedisUrl('redis+cluster://h:7000/3')).toThrow(/only database 0/);
    expect(isRedisUrl('redis+cluster://h:1')).toBe(true);
    expect(isRedisUrl('memory')).toBe(false);
  });
});
