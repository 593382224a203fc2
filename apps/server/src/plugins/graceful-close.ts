import fp from 'fastify-plugin';

/**
 * On close Node stops accepting and drops idle keep-alive connections, but a connection busy with a
 * request at that moment would stay open after its answer until the client lets go. Answers sent
 * while closing therefore say `Connection: close`, so shutdown waits only for in-flight requests.
 */
export default fp(
  async (app) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
  },
  { name: 'graceful-close' },
);
