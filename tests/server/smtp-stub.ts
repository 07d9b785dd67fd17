// A tiny SMTP relay for tests (node:net, no TLS, no auth). Mode "stall" accepts the TCP connection and never says a
// word (the relay that froze the server); mode "normal" answers like a relay and records every message. The mode can
// change while the stub runs: connections opened later follow the new mode.
import net from 'node:net';

export type SmtpMode = 'stall' | 'normal';

export interface SmtpStub {
  port: number;
  url: string;
  mode: SmtpMode;
  /** Raw DATA of every message accepted in "normal" mode, in arrival order. */
  messages: string[];
  /** TCP connections accepted so far (both modes). */
  connections: number;
  close: () => Promise<void>;
}

export async function startSmtpStub(mode: SmtpMode = 'normal'): Promise<SmtpStub> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    stub.connections += 1;
    if (stub.mode === 'stall') return; // accept, then silence
    let buffer = '';
    let inData = false;
    socket.write('220 stub ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          stub.messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const command = buffer.slice(0, newline).toUpperCase();
        buffer = buffer.slice(newline + 2);
        if (command.startsWith('DATA')) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (command.startsWith('QUIT')) {
          socket.end('221 bye\r\n');
        } else {
          socket.write('250 ok\r\n');
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const stub: SmtpStub = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mode,
    messages: [],
    connections: 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return stub;
}
