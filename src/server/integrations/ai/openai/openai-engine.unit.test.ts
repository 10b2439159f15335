import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AuthenticationError } from 'openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ParsedResume, TargetJob, UserProfile } from '../../../../shared/schemas/documents';
import { DocumentEngineError, type DocumentEngine } from '../document-engine';
import { DOCUMENT_ENGINE_MESSAGES } from '../../../../shared/messages';
import { createOpenAiEngine, type OpenAiEngineOptions } from './openai-engine';
import { NEVER_INCLUDE_RULE } from './prompts';

/**
 * The engine against the real `openai` SDK over real HTTP: a local node:http server speaks the chat
 * completions API, records what it receives and answers as each test says.
 */

const API_KEY = 'sk-test-maple-bridge-0123456789abcdef';
const MODEL = 'gpt-4o-test';

interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: ChatRequestBody;
}

interface ChatRequestBody {
  model: string;
  messages: Array<{ role: string; content: string }>;
  response_format: { type: string; json_schema: { name: string; strict: boolean; schema: Record<string, unknown> } };
}

type Reply = (res: ServerResponse, request: ReceivedRequest) => void;

let server: Server;
let baseUrl: string;
let received: ReceivedRequest[] = [];
let reply: Reply;

function chatCompletion(content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: MODEL,
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: 120, completion_tokens: 80, total_tokens: 200 },
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** The model answers `content` (the message's text, which the engine expects to be JSON). */
const answer =
  (content: string): Reply =>
  (res) =>
    sendJson(res, 200, chatCompletion(content));

const openAiError = (status: number, message: string, type: string, code: string | null): Reply => {
  return (res) => sendJson(res, status, { error: { message, type, param: null, code } });
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        sendJson(res, 404, { error: { message: 'Unknown path', type: 'invalid_request_error', param: null, code: null } });
        return;
      }
      const request: ReceivedRequest = {
        method: req.method,
        url: req.url,
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequestBody,
      };
      received.push(request);
      reply(res, request);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
});

beforeEach(() => {
  received = [];
  reply = answer('{"content":"# Placeholder"}');
});

// --- A stand-in for the built-in engine (src/server/document-engine has its own tests). It answers
// fixed texts so that a test can tell whose document came back. ---

const BUILTIN_RESUME = '# Amina Otieno\n\n(built-in resume)';
const BUILTIN_FIRST_PASS: ParsedResume = {
  personalInfo: { firstName: 'Amina', lastName: 'Otieno', email: 'amina.otieno@example.com', phone: '0712 345 678', location: 'Nairobi' },
  skills: ['Patient care', 'Wound dressing'],
  languages: [],
  workExperience: [
    {
      position: 'Registered Nurse',
      company: 'Kenyatta National Hospital',
      location: 'Nairobi',
      duration: '2019 - Present',
      achievements: ['Cared for 20 patients a shift'],
    },
  ],
  education: [],
  excludedDetails: ['dateOfBirth'],
};

function fakeBuiltinEngine() {
  return {
    kind: 'builtin',
    writerName: 'the built-in writer',
    fallbackWriterName: 'the built-in writer',
    resume: vi.fn(async () => ({ value: BUILTIN_RESUME, writtenBy: 'builtin' as const })),
    coverLetter: vi.fn(async () => ({ value: '# Amina Otieno\n\n(built-in cover letter)', writtenBy: 'builtin' as const })),
    personalStatement: vi.fn(async () => ({ value: '# Amina Otieno\n\n(built-in statement)', writtenBy: 'builtin' as const })),
    parseResume: vi.fn(async () => ({ value: structuredClone(BUILTIN_FIRST_PASS), writtenBy: 'builtin' as const })),
    convertResume: vi.fn(async () => ({ value: '# Amina Otieno\n\n(built-in conversion)', writtenBy: 'builtin' as const })),
    score: vi.fn(() => ({ overallScore: 64, checks: [], missingKeywords: [] })),
  } satisfies DocumentEngine;
}

function engineWith(options: Partial<OpenAiEngineOptions> = {}) {
  const fallback = fakeBuiltinEngine();
  const engine = createOpenAiEngine({ apiKey: API_KEY, baseUrl, model: MODEL, fallback, ...options });
  return { engine, fallback };
}

const profile: UserProfile = {
  firstName: 'Amina',
  lastName: 'Otieno',
  email: 'amina.otieno@example.com',
  phone: '0712 345 678',
  location: 'Nairobi, Kenya',
  skills: ['Patient care', 'Wound dressing', 'IV therapy'],
  experience: 'Registered Nurse, Kenyatta National Hospital, 2019 - present. Cared for 20 patients a shift.',
  education: 'Diploma in Nursing, KMTC, 2018',
};
const job: TargetJob = { title: 'Personal Support Worker', company: 'Maple Care Homes', description: 'Support seniors in daily living.' };

const systemMessage = (request: ReceivedRequest | undefined) => request?.body.messages.find((m) => m.role === 'system')?.content ?? '';
const userMessage = (request: ReceivedRequest | undefined) => request?.body.messages.find((m) => m.role === 'user')?.content ?? '';

async function engineError(promise: Promise<unknown>): Promise<DocumentEngineError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(DocumentEngineError);
  return error as DocumentEngineError;
}

describe('createOpenAiEngine', () => {
  it('is an openai engine named after its model', () => {
    const { engine } = engineWith();
    expect(engine.kind).toBe('openai');
    expect(engine.writerName).toBe(MODEL);
  });

  it('names its fallback as the writer that steps in, and leaves the quality score to it (no request to the model)', () => {
    const { engine, fallback } = engineWith();
    expect(engine.fallbackWriterName).toBe('the built-in writer');
    const input = { parsed: BUILTIN_FIRST_PASS, converted: BUILTIN_RESUME, jobDescription: 'Support seniors.' };
    expect(engine.score(input)).toEqual({ overallScore: 64, checks: [], missingKeywords: [] });
    expect(fallback.score).toHaveBeenCalledWith(input);
    expect(received).toHaveLength(0);
  });

  it("returns the model's resume and sends the model, the strict schema, the rules and the member's data", async () => {
    const resume = '# Amina Otieno\n## Profile\nRegistered nurse with five years of acute care experience.';
    reply = answer(JSON.stringify({ content: resume }));
    const { engine, fallback } = engineWith();

    await expect(engine.resume(profile, job)).resolves.toEqual({ value: resume, writtenBy: 'openai' });

    expect(fallback.resume).not.toHaveBeenCalled();
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.body.model).toBe(MODEL);
    expect(request?.body.response_format).toEqual({
      type: 'json_schema',
      json_schema: {
        name: 'resume',
        strict: true,
        schema: { type: 'object', properties: { content: expect.any(Object) }, required: ['content'], additionalProperties: false },
      },
    });
    expect(systemMessage(request)).toContain(NEVER_INCLUDE_RULE);
    expect(systemMessage(request)).toContain('never instructions');
    expect(systemMessage(request)).toContain('Educational Credential Assessment (ECA)');
    // Member text goes only in the user message, inside the data block.
    expect(systemMessage(request)).not.toContain('Amina');
    expect(userMessage(request)).toMatch(/<member_data>[\s\S]*Personal Support Worker[\s\S]*<\/member_data>/);
    expect(userMessage(request)).toContain('"firstName": "Amina"');
    expect(userMessage(request)).toContain('"lastName": "Otieno"');
  });

  it('writes the cover letter, personal statement and template conversion from their own prompts', async () => {
    const { engine } = engineWith();

    reply = answer('{"content":"# Amina Otieno\\nDear Hiring Manager,"}');
    await expect(engine.coverLetter(profile, { ...job, company: 'Maple Care Homes', description: 'Support seniors.' })).resolves.toEqual({
      value: '# Amina Otieno\nDear Hiring Manager,',
      writtenBy: 'openai',
    });
    reply = answer('{"content":"# Amina Otieno\\nI am a nurse."}');
    await expect(engine.personalStatement(profile, 'employer', 'Nurse')).resolves.toMatchObject({ writtenBy: 'openai' });
    await expect(engine.personalStatement(profile, 'immigration')).resolves.toMatchObject({ writtenBy: 'openai' });
    reply = answer('{"content":"# Amina Otieno\\n## Technical Skills"}');
    await expect(engine.convertResume(BUILTIN_FIRST_PASS, 'technical', job)).resolves.toMatchObject({ writtenBy: 'openai' });

    const [letter, employerStatement, immigrationStatement, conversion] = received;
    expect(letter?.body.response_format.json_schema.name).toBe('cover_letter');
    expect(systemMessage(letter)).toContain('Canadian business cover letter');
    expect(userMessage(letter)).toContain('Maple Care Homes');
    expect(systemMessage(employerStatement)).toContain('for a Canadian employer');
    expect(userMessage(employerStatement)).toContain('"targetRole": "Nurse"');
    expect(systemMessage(immigrationStatement)).toContain('work permit application');
    expect(conversion?.body.response_format.json_schema.name).toBe('converted_resume');
    expect(systemMessage(conversion)).toContain('Skills-focused, with project highlights');
    expect(userMessage(conversion)).toContain('Kenyatta National Hospital');
    // The parser's list of left-out details is not resume content.
    expect(userMessage(conversion)).not.toContain('dateOfBirth');
    for (const request of received) expect(systemMessage(request)).toContain(NEVER_INCLUDE_RULE);
  });

  describe('an unusable answer: the built-in engine writes instead, and the member is told', () => {
    it.each([
      ['not JSON', 'not json {'],
      ['JSON in the wrong shape', '{"text": 1}'],
      ['empty content', '{"content":"   "}'],
      ['a personal detail the rules forbid', '{"content":"# Amina Otieno\\n## Personal Details\\n- Date of Birth: 1 May 1990"}'],
    ])('%s', async (_case, content) => {
      reply = answer(content);
      const { engine, fallback } = engineWith();

      await expect(engine.resume(profile, job)).resolves.toEqual({
        value: BUILTIN_RESUME,
        writtenBy: 'builtin',
        fallbackNotice: DOCUMENT_ENGINE_MESSAGES.writerFallback,
      });
      expect(fallback.resume).toHaveBeenCalledWith(profile, job);
    });

    it('a refusal', async () => {
      reply = (res) => {
        const message = { role: 'assistant', content: null, refusal: "I'm sorry, I can't help with that." };
        sendJson(res, 200, { ...chatCompletion(''), choices: [{ index: 0, message, finish_reason: 'stop', logprobs: null }] });
      };
      const { engine } = engineWith();
      await expect(engine.personalStatement(profile, 'immigration')).resolves.toMatchObject({
        writtenBy: 'builtin',
        fallbackNotice: DOCUMENT_ENGINE_MESSAGES.writerFallback,
      });
    });

    it('an answer cut off at the token limit', async () => {
      reply = (res) => {
        const message = { role: 'assistant', content: '{"content":"# Amina Otieno"}', refusal: null };
        sendJson(res, 200, { ...chatCompletion(''), choices: [{ index: 0, message, finish_reason: 'length', logprobs: null }] });
      };
      const { engine } = engineWith();
      await expect(engine.convertResume(BUILTIN_FIRST_PASS, 'modern')).resolves.toMatchObject({ writtenBy: 'builtin' });
    });

    it("a parse in the wrong shape: the built-in parser's first pass is shown", async () => {
      reply = answer('{"personalInfo":{"firstName":"Amina"},"skills":"nursing"}');
      const { engine, fallback } = engineWith();

      await expect(engine.parseResume('Amina Otieno\nRegistered Nurse')).resolves.toEqual({
        value: BUILTIN_FIRST_PASS,
        writtenBy: 'builtin',
        fallbackNotice: DOCUMENT_ENGINE_MESSAGES.parserFallback,
      });
      // The first pass is reused, not computed twice.
      expect(fallback.parseResume).toHaveBeenCalledTimes(1);
    });

    it('logs why the answer was not used, without its text', async () => {
      reply = answer('not json {');
      const logger = { warn: vi.fn() };
      const { engine } = engineWith({ logger });
      await engine.resume(profile, job);
      expect(logger.warn).toHaveBeenCalledWith({ model: MODEL, operation: 'resume', reason: 'content is not JSON' }, expect.any(String));
    });
  });

  it("sends the built-in parser's first pass and the original text, and returns the model's correction", async () => {
    const text = 'AMINA OTIENO\nNairobi | 0712 345 678 | amina.otieno@example.com\nDate of Birth: 1 May 1990\nLanguages: English (fluent)';
    const corrected: ParsedResume = {
      ...BUILTIN_FIRST_PASS,
      personalInfo: { ...BUILTIN_FIRST_PASS.personalInfo, location: 'Nairobi, Kenya', linkedin: '' },
      languages: [{ language: 'English', proficiency: 'Fluent' }],
      excludedDetails: ['maritalStatus'],
    };
    reply = answer(JSON.stringify(corrected));
    const { engine, fallback } = engineWith();

    const result = await engine.parseResume(text);

    expect(fallback.parseResume).toHaveBeenCalledWith(text);
    const [request] = received;
    expect(request?.body.response_format.json_schema.name).toBe('parsed_resume');
    expect(request?.body.response_format.json_schema.strict).toBe(true);
    expect(userMessage(request)).toContain(JSON.stringify(text));
    expect(userMessage(request)).toContain('"firstPass"');
    expect(userMessage(request)).toContain('"duration": "2019 - Present"');
    expect(result).toEqual({
      value: {
        ...corrected,
        // An empty linkedin means none; the details either pass found are all reported.
        personalInfo: {
          firstName: 'Amina',
          lastName: 'Otieno',
          email: 'amina.otieno@example.com',
          phone: '0712 345 678',
          location: 'Nairobi, Kenya',
        },
        excludedDetails: ['dateOfBirth', 'maritalStatus'],
      },
      writtenBy: 'openai',
    });
  });

  describe('a provider that cannot answer', () => {
    it('rejects the key (401): authentication, without the key or the provider text', async () => {
      reply = openAiError(401, `Incorrect API key provided: ${API_KEY}.`, 'invalid_request_error', 'invalid_api_key');
      const { engine, fallback } = engineWith();

      const error = await engineError(engine.resume(profile, job));

      expect(error.failure).toBe('authentication');
      expect(error.message).toBe(DOCUMENT_ENGINE_MESSAGES.authentication);
      expect(error.message).not.toContain(API_KEY);
      expect(error.message).not.toContain('Incorrect API key');
      expect(error.cause).toBeInstanceOf(AuthenticationError);
      expect(fallback.resume).not.toHaveBeenCalled();
      expect(received).toHaveLength(1);
    });

    it('forbids the key (403): authentication', async () => {
      reply = openAiError(403, 'Project does not have access to model', 'invalid_request_error', 'model_not_found');
      const { engine } = engineWith();
      const error = await engineError(engine.convertResume(BUILTIN_FIRST_PASS, 'professional'));
      expect(error.failure).toBe('authentication');
    });

    it('answers too late: timeout within the time limit, retries included', async () => {
      reply = (res) => {
        const timer = setTimeout(() => sendJson(res, 200, chatCompletion('{"content":"# Late"}')), 2_000);
        res.on('close', () => clearTimeout(timer));
      };
      const { engine } = engineWith({ timeoutMs: 200 });

      const started = performance.now();
      const error = await engineError(engine.resume(profile, job));
      const elapsed = performance.now() - started;

      expect(error.failure).toBe('timeout');
      expect(error.message).toBe('The AI provider did not answer within 0.2 seconds. Please try again.');
      expect(elapsed).toBeLessThan(1_000);
    });

    it('says the configured time limit in seconds', () => {
      expect(DOCUMENT_ENGINE_MESSAGES.timeout(60)).toBe('The AI provider did not answer within 60 seconds. Please try again.');
      expect(DOCUMENT_ENGINE_MESSAGES.timeout(1)).toBe('The AI provider did not answer within 1 second. Please try again.');
    });

    it('is rate limited (429): rate-limited, after at most one retry', async () => {
      reply = openAiError(429, 'Rate limit reached for gpt-4o', 'requests', 'rate_limit_exceeded');
      const { engine } = engineWith();
      const error = await engineError(engine.parseResume('Amina Otieno'));
      expect(error.failure).toBe('rate-limited');
      expect(error.message).toBe(DOCUMENT_ENGINE_MESSAGES.rateLimited);
      expect(received.length).toBeLessThanOrEqual(2);
    });

    it('fails (500): unavailable, after at most one retry', async () => {
      reply = openAiError(500, 'The server had an error while processing your request.', 'server_error', null);
      const { engine } = engineWith();
      const error = await engineError(engine.coverLetter(profile, { ...job, company: 'Maple Care Homes', description: '' }));
      expect(error.failure).toBe('unavailable');
      expect(error.message).toBe(DOCUMENT_ENGINE_MESSAGES.unavailable);
      expect(error.message).not.toContain('server had an error');
      expect(received.length).toBeGreaterThanOrEqual(1);
      expect(received.length).toBeLessThanOrEqual(2);
    });

    it('cannot be reached: unavailable', async () => {
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const port = (closed.address() as AddressInfo).port;
      await new Promise<void>((resolve) => closed.close(() => resolve()));
      const { engine } = engineWith({ baseUrl: `http://127.0.0.1:${port}/v1` });

      const error = await engineError(engine.resume(profile, job));

      expect(error.failure).toBe('unavailable');
      expect(error.message).toBe(DOCUMENT_ENGINE_MESSAGES.unavailable);
    });
  });
});
