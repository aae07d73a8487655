import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeRequest = { path: string; authorization: string | undefined; body: any };
export type FakeAnswer = {
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
  delayMs?: number;
};

/**
 * An OpenAI-compatible chat-completions server on loopback for the tests: each request is recorded and answered
 * by `answer` (a chat completion whose content the test gives, or any status).
 */
export type FakeOpenAi = {
  baseUrl: string;
  requests: FakeRequest[];
  answer: (request: FakeRequest) => FakeAnswer;
  close(): Promise<void>;
};

/** A chat completion with this content, as OpenAI shapes it. */
export const completion = (content: string): FakeAnswer => ({
  body: {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    model: 'fake-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  },
});

async function readBody(request: IncomingMessage): Promise<any> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');

  return text ? JSON.parse(text) : null;
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const fake: FakeOpenAi = {
    baseUrl: '',
    requests: [],
    answer: () => completion('{}'),
    close: async () => undefined,
  };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const recorded: FakeRequest = {
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body: await readBody(request),
      };
      fake.requests.push(recorded);
      const answer = fake.answer(recorded);
      if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
      if (response.destroyed) return;
      response.writeHead(answer.status ?? 200, {
        'content-type': 'application/json',
        ...answer.headers,
      });
      response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    })();
  });
  // An ephemeral port on loopback: never clashes with another worktree's servers.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.baseUrl = `http://127.0.0.1:${port}/v1`;
  fake.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });

  return fake;
}
