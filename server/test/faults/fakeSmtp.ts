/**
 * Just enough of an SMTP server for nodemailer (EHLO, MAIL, RCPT, DATA, QUIT; no TLS, no auth) to accept
 * messages, keeping each one received. `freePort` finds a port where nothing listens yet.
 */
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent after DATA: headers, a blank line, the body. */
  data: string;
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

function converse(socket: Socket, received: ReceivedMail[]) {
  let buffer = '';
  let mail: ReceivedMail = { from: '', to: [], data: '' };
  let inData = false;
  const reply = (line: string) => socket.write(`${line}\r\n`);

  const command = (line: string) => {
    const verb = line.slice(0, 4).toUpperCase();
    if (verb === 'EHLO' || verb === 'HELO') return reply('250 fake-smtp');
    if (verb === 'MAIL') {
      mail = { from: line.slice(10).trim(), to: [], data: '' };
      return reply('250 OK');
    }
    if (verb === 'RCPT') {
      mail.to.push(line.slice(8).trim());
      return reply('250 OK');
    }
    if (verb === 'DATA') {
      inData = true;
      return reply('354 End data with <CR><LF>.<CR><LF>');
    }
    if (verb === 'QUIT') {
      reply('221 Bye');
      return socket.end();
    }
    return reply(verb === 'RSET' || verb === 'NOOP' ? '250 OK' : '502 Command not implemented');
  };

  socket.setEncoding('utf8');
  reply('220 fake-smtp ESMTP');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    for (;;) {
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end < 0) return;
        mail.data = buffer.slice(0, end).replace(/^\.\./gm, '.');
        buffer = buffer.slice(end + 5);
        inData = false;
        received.push(mail);
        reply('250 OK queued');
        continue;
      }
      const end = buffer.indexOf('\r\n');
      if (end < 0) return;
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      command(line);
    }
  });
}

export async function startFakeSmtp(port: number) {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    converse(socket, received);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    received,
    /** The mails sent to `address`. */
    to: (address: string) => received.filter((mail) => mail.to.some((recipient) => recipient.includes(address))),
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type FakeSmtp = Awaited<ReturnType<typeof startFakeSmtp>>;
