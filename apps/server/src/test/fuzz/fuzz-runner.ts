import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { addDays, latestBirthDate, todayInIndia } from '@inai/shared';
import { runAdminCommand } from '../../cli/admin.cli.js';
import { newToken, sha256 } from '../../lib/tokens.js';
import { insertSession } from '../../modules/sessions/sessions.repository.js';
import { bearer, givePlan, memberWithProfile, verifiedMember, type Registered } from '../members.js';
import { describeRequest, MEMBER_TOKEN, requestArbitrary, routesOf, type FuzzRequest, type FuzzRoute } from './route-requests.js';

/** Session tokens for this route's requests: a member with a profile and a plan, and an operator. */
export interface CallerTokens {
  member: string;
  operator: string;
}

const DAY_MS = 86_400_000;

/**
 * The people the fuzzer calls as. Each route gets fresh sessions, because the previous route may
 * have signed them out, deleted the account or suspended the member; who can no longer act is
 * replaced by a new person, so guarded routes still reach their validation and handlers.
 */
export function fuzzCallers(app: FastifyInstance): { fresh(): Promise<CallerTokens> } {
  const dob = addDays(latestBirthDate(todayInIndia(), 28), -10);
  let member: Registered | undefined;
  let operator: Registered | undefined;

  const newMember = async () => {
    const person = await memberWithProfile(app, { gender: 'Female', dob });
    await givePlan(app, person.userId, 3);
    return person;
  };
  const newOperator = async () => {
    const person = await verifiedMember(app, { name: 'Operator Oviya' });
    await runAdminCommand(['create', person.details.email], app.ctx.db);
    return person;
  };
  const session = async (person: Registered) => {
    const token = newToken();
    const now = new Date();
    await insertSession(app.ctx.db, person.userId, sha256(token), now, new Date(now.getTime() + DAY_MS));
    return token;
  };
  const works = async (token: string, url: string, method: 'GET' | 'POST') =>
    (await app.inject({ method, url, headers: bearer(token) })).statusCode === 200;

  return {
    async fresh() {
      if (!member) {
        // Someone of the other gender with a profile, for searches and interests to find.
        const partner = await memberWithProfile(app, { gender: 'Male', dob });
        await givePlan(app, partner.userId, 3);
      }
      member ??= await newMember();
      operator ??= await newOperator();
      let memberToken = await session(member);
      if (!(await works(memberToken, '/api/getLoggedInUserProfile', 'POST'))) {
        member = await newMember();
        memberToken = await session(member);
      }
      let operatorToken = await session(operator);
      if (!(await works(operatorToken, '/api/admin/signals', 'GET'))) {
        operator = await newOperator();
        operatorToken = await session(operator);
      }
      return { member: memberToken, operator: operatorToken };
    },
  };
}

/** The routes to fuzz, read from the app's own OpenAPI document. */
export async function fuzzableRoutes(app: FastifyInstance): Promise<FuzzRoute[]> {
  const answer = await app.inject('/api/openapi.json');
  if (answer.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${answer.statusCode}`);
  return routesOf(answer.json());
}

class Timeout extends Error {}

async function send(app: FastifyInstance, request: FuzzRequest, tokens: CallerTokens, timeoutMs: number) {
  const headers = { ...request.headers };
  if (request.caller === 'member') headers.authorization = `Bearer ${tokens.member}`;
  else if (request.caller === 'operator') headers.authorization = `Bearer ${tokens.operator}`;
  else if (request.caller !== 'none') headers.authorization = request.caller.header;
  const payload = typeof request.payload === 'string' ? request.payload.replaceAll(MEMBER_TOKEN, tokens.member) : request.payload;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Timeout(`no answer within ${timeoutMs} ms (a hang)`)), timeoutMs);
  });
  try {
    return await Promise.race([
      app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers,
        remoteAddress: request.remoteAddress,
        ...(payload !== undefined ? { payload } : {}),
      }),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What is wrong with an answer, or undefined: never a 5xx, a redirect only where declared, every 4xx in our error shape. */
export function problemWith(route: FuzzRoute, response: LightMyRequestResponse): string | undefined {
  const status = response.statusCode;
  const excerpt = () => response.body.slice(0, 300);
  if (status >= 500) return `answered ${status}: ${excerpt()}`;
  if (status < 200) return `answered ${status}`;
  if (status >= 300 && status < 400)
    return route.answers[String(status)] ? undefined : `answered an undeclared redirect ${status}`;
  if (status < 300) return undefined;
  // A 4xx the route declares with another media type (an HTML page) is its own shape.
  const declared = route.answers[String(status)];
  if (declared?.length && !declared.includes('application/json')) return undefined;
  if (!String(response.headers['content-type'] ?? '').startsWith('application/json')) {
    return `answered ${status} as ${String(response.headers['content-type'])}, not our JSON error: ${excerpt()}`;
  }
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `answered ${status} with JSON that does not parse: ${excerpt()}`;
  }
  const shaped =
    isPlainObject(body) &&
    body.success === false &&
    typeof body.code === 'string' &&
    /^[a-z][a-z0-9_]*$/.test(body.code) &&
    typeof body.message === 'string' &&
    body.message.length > 0 &&
    (body.errors === undefined || (isPlainObject(body.errors) && Object.values(body.errors).every((m) => typeof m === 'string')));
  return shaped ? undefined : `answered ${status} without our error shape: ${excerpt()}`;
}

export interface FuzzOptions {
  seed: number;
  runs: number;
  /** fast-check's replay path of a failure (with its seed), to rerun just that case. */
  path?: string;
  timeoutMs?: number;
}

export interface RouteReport {
  route: string;
  /** Requests sent, shrinking included. */
  tried: number;
  statuses: Record<number, number>;
  failure?: { seed: number; path: string; problem: string; request: string };
}

/** Fuzzes one route: `runs` generated requests (then shrinking, if one fails), each judged by problemWith. */
export async function fuzzRoute(
  app: FastifyInstance,
  route: FuzzRoute,
  tokens: CallerTokens,
  options: FuzzOptions,
): Promise<RouteReport> {
  const statuses: Record<number, number> = {};
  let tried = 0;
  const property = fc.asyncProperty(requestArbitrary(route), async (request) => {
    tried += 1;
    const response = await send(app, request, tokens, options.timeoutMs ?? 10_000);
    statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
    const problem = problemWith(route, response);
    if (problem) throw new Error(problem);
  });
  const details = await fc.check(property, {
    seed: options.seed,
    numRuns: options.runs,
    ...(options.path ? { path: options.path } : {}),
  });
  const report: RouteReport = { route: `${route.method} ${route.path}`, tried, statuses };
  if (details.failed && details.counterexample) {
    const error = details.errorInstance;
    report.failure = {
      seed: details.seed,
      path: details.counterexamplePath ?? '',
      problem: error instanceof Error ? error.message : String(error),
      request: describeRequest(details.counterexample[0]),
    };
  }
  return report;
}

/** A failure as the lines to print: enough to understand it and to replay it. */
export function describeFailure(report: RouteReport, engine: string): string {
  const failure = report.failure!;
  return [
    `${report.route} failed: ${failure.problem}`,
    `replay: npm run fuzz -- --engine=${engine} --route='${report.route}' --seed=${failure.seed} --path=${failure.path}`,
    'shrunk request:',
    failure.request,
  ].join('\n');
}
