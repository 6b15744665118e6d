import { JSON_SHAPE_MESSAGES, jsonShapeProblem } from '@transmission-spec/domain';
import fp from 'fastify-plugin';
import { HttpError } from '../errors/http-errors.js';

/**
 * The application/json parser of every route (issue 24). Fastify's own parser hands the body to
 * JSON.parse whatever its shape, and `{"user":[[[...]]]}` two million levels deep held the event
 * loop for over a second. This one scans the text once first (domain jsonShapeProblem: no
 * recursion, no allocation) and refuses JSON nested deeper than JSON_MAX_DEPTH or holding more than
 * JSON_MAX_VALUES values with 400 VALIDATION_FAILED and a message saying which; only then does it
 * call Fastify's own parser, so everything else stays as it was: an empty or malformed body is 400,
 * and a `__proto__` or `constructor.prototype` key is refused (secure-json-parse, with Fastify's
 * defaults onProtoPoisoning and onConstructorPoisoning 'error', which the app does not change).
 * The body limit is still each route's own (body-limits.ts), enforced while the bytes arrive.
 */
export const jsonBodyParserPlugin = fp(
  (app, _options, done) => {
    const fastifyParser = app.getDefaultJsonParser('error', 'error');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, parsed) => {
      const text = body as string;
      const problem = jsonShapeProblem(text);
      if (problem) {
        parsed(new HttpError('VALIDATION_FAILED', JSON_SHAPE_MESSAGES[problem]), undefined);
        return;
      }
      // Fastify's parser answers through `parsed`; it returns nothing to wait for.
      void fastifyParser(request, text, parsed);
    });
    done();
  },
  { name: 'json-body-parser', fastify: '5.x' },
);
