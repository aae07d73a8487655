import type { AiConfig } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * A chat-completions call to an OpenAI-compatible server (OpenAI, Azure's compatible endpoint, Mistral,
 * Groq, Ollama, vLLM, LiteLLM…), with a timeout, its failures classified for the user (docs/adr/0014):
 * - `settings`: the key is refused, or the model or address is unknown → an administrator checks the AI settings;
 * - `retry_later`: rate limited, the server failing or too slow → try again later (Retry-After passed on);
 * - `rejected`: the server refused this request → change the request.
 * The key goes in the Authorization header only; it is never logged nor put in an error.
 */

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

export type AiFailureKind = 'settings' | 'retry_later' | 'rejected';

export class AiFailure extends AppError {
  readonly kind: AiFailureKind;

  constructor(kind: AiFailureKind, message: string, retryAfter?: number) {
    super('unavailable', message, retryAfter === undefined ? {} : { retryAfter });
    this.name = 'AiFailure';
    this.kind = kind;
  }
}

const DEFAULT_RETRY_SECONDS = 60;

function retryAfterOf(header: string | null): number {
  if (!header) return DEFAULT_RETRY_SECONDS;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(3600, Math.max(1, Math.ceil(seconds)));
  const date = Date.parse(header);
  if (Number.isFinite(date)) return Math.min(3600, Math.max(1, Math.ceil((date - Date.now()) / 1000)));

  return DEFAULT_RETRY_SECONDS;
}

/** The failure a response status means, in plain words. */
export function classifyStatus(status: number, model: string, retryAfter: string | null): AiFailure {
  if (status === 401 || status === 403)
    return new AiFailure(
      'settings',
      'The AI provider refused the key. Ask an administrator to check the AI settings (AI_API_KEY).',
    );
  if (status === 404)
    return new AiFailure(
      'settings',
      `The AI provider does not know the model "${model}" or the address. Ask an administrator to check the AI settings (AI_MODEL, AI_BASE_URL).`,
    );
  if (status === 429)
    return new AiFailure(
      'retry_later',
      'The AI provider is busy or its quota is used up. Try again in a little while.',
      retryAfterOf(retryAfter),
    );
  if (status >= 500 || status === 408)
    return new AiFailure(
      'retry_later',
      'The AI provider is not answering properly right now. Try again in a little while.',
      retryAfterOf(retryAfter),
    );

  return new AiFailure('rejected', 'The AI provider refused this request. Try a shorter or different text.');
}

export type ChatOptions = {
  /** Ask for a JSON object (servers that do not support it answer 400: asked again without). */
  json?: boolean;
  temperature?: number;
  maxTokens?: number;
};

export type OpenAiClient = {
  model: string;
  chat(messages: ChatMessage[], options?: ChatOptions): Promise<string>;
};

export function createOpenAiClient(config: AiConfig, fetchImpl: typeof fetch = fetch): OpenAiClient {
  const url = `${config.baseUrl}/chat/completions`;

  async function call(messages: ChatMessage[], options: ChatOptions, json: boolean): Promise<Response> {
    try {
      return await fetchImpl(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: config.model,
          messages,
          temperature: options.temperature ?? 0.7,
          ...(options.maxTokens ? { max_tokens: options.maxTokens } : {}),
          ...(json ? { response_format: { type: 'json_object' } } : {}),
        }),
        signal: AbortSignal.timeout(config.timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new AiFailure(
          'retry_later',
          `The AI provider took longer than ${Math.round(config.timeoutMs / 1000)} seconds to answer. Try again in a little while.`,
          DEFAULT_RETRY_SECONDS,
        );
      throw new AiFailure(
        'retry_later',
        'The AI provider could not be reached. Try again in a little while; if it keeps happening, ask an administrator to check AI_BASE_URL.',
        DEFAULT_RETRY_SECONDS,
      );
    }
  }

  return {
    model: config.model,
    async chat(messages, options = {}) {
      let response = await call(messages, options, options.json ?? false);
      // Some compatible servers do not know response_format: ask once more without it.
      if (options.json && (response.status === 400 || response.status === 422)) {
        await response.body?.cancel();
        response = await call(messages, options, false);
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw classifyStatus(response.status, config.model, response.headers.get('retry-after'));
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw new AiFailure(
          'retry_later',
          'The AI provider’s answer could not be read. Try again in a little while.',
          DEFAULT_RETRY_SECONDS,
        );
      }
      const content = (body as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message
        ?.content;
      if (typeof content !== 'string' || content.trim() === '')
        throw new AiFailure(
          'retry_later',
          'The AI provider answered without any text. Try again in a little while.',
          DEFAULT_RETRY_SECONDS,
        );

      return content;
    },
  };
}

/** The text inside the first code fence (```` ``` ```` or ```` ```json ````), found without backtracking. */
function fencedBlock(content: string): string | undefined {
  const open = content.indexOf('```');
  if (open === -1) return undefined;
  const close = content.indexOf('```', open + 3);
  if (close === -1) return undefined;
  const inner = content.slice(open + 3, close);

  return (inner.startsWith('json') ? inner.slice(4) : inner).trimStart();
}

/** The JSON object in a model's answer, also when it wraps it in a code fence or a sentence. */
export function parseJsonAnswer(content: string): unknown {
  const fenced = fencedBlock(content);
  const candidate = fenced ?? content;
  const start = candidate.indexOf('{');
  const end = candidate.lastIndexOf('}');
  if (start === -1 || end <= start) return null;
  try {
    return JSON.parse(candidate.slice(start, end + 1));
  } catch {
    return null;
  }
}
