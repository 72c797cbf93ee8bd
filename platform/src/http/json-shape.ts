/** How far a JSON request body may nest and how many values it may hold. */
export interface JsonShapeLimits {
  /** Containers (objects and arrays) inside one another; the body itself is depth 1. */
  readonly maxDepth: number;
  /** Object members plus array elements over the whole body. */
  readonly maxValues: number;
}

/**
 * The largest command nests about six deep and holds a few thousand values (a configuration list
 * of 500 items), so these bounds refuse nothing legitimate while keeping every later walk (the NUL
 * guard, ajv, a handler's copy) far from the stack limit and from quadratic work.
 */
export const defaultJsonShapeLimits: JsonShapeLimits = { maxDepth: 64, maxValues: 20_000 };

export interface JsonShapeRefusal {
  /** Where the body went too deep or too wide, as the validation errors name fields (`data.items.3`). */
  readonly field: string;
  readonly message: string;
}

interface Frame {
  readonly array: boolean;
  /** Elements seen so far in an array: the index of the current one. */
  index: number;
  /** Source offsets of the current member's key in an object, quotes excluded. */
  keyStart: number;
  keyEnd: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
/** Long keys are cut in the field path: the path names a place, it does not echo the input. */
const KEY_SHOWN = 64;

/**
 * Measures nesting and size of a JSON text in one pass over its characters, without parsing it
 * and without recursion, so a body nested a million deep costs one loop and no stack. Answers the
 * first place a limit is passed, or undefined; text that is not JSON is left to the parser.
 *
 * @example
 * jsonShapeRefusal('{"data":[[[1]]]}', { maxDepth: 3, maxValues: 100 })
 * // -> { field: 'data.0.0', message: 'nests deeper than 3 levels' }
 */
export function jsonShapeRefusal(text: string, limits: JsonShapeLimits = defaultJsonShapeLimits): JsonShapeRefusal | undefined {
  const stack: Frame[] = [];
  let values = 0;
  let inString = false;
  let stringStart = 0;
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) {
        inString = false;
        const top = stack.at(-1);
        if (expectKey && top) {
          top.keyStart = stringStart;
          top.keyEnd = i;
          expectKey = false;
        }
      }
      continue;
    }
    switch (c) {
      case QUOTE:
        inString = true;
        stringStart = i + 1;
        break;
      case OPEN_OBJECT:
      case OPEN_ARRAY: {
        if (stack.length >= limits.maxDepth) return { field: pathOf(text, stack), message: `nests deeper than ${limits.maxDepth} levels` };
        const array = c === OPEN_ARRAY;
        stack.push({ array, index: 0, keyStart: -1, keyEnd: -1 });
        expectKey = !array;
        values++;
        break;
      }
      case CLOSE_OBJECT:
      case CLOSE_ARRAY:
        stack.pop();
        expectKey = false;
        break;
      case COMMA: {
        const top = stack.at(-1);
        if (!top) break;
        if (top.array) top.index++;
        else expectKey = true;
        values++;
        break;
      }
      case COLON:
        expectKey = false;
        break;
      default:
        break;
    }
    if (values > limits.maxValues) return { field: pathOf(text, stack), message: `holds more than ${limits.maxValues} values` };
  }
  return undefined;
}

function pathOf(text: string, stack: readonly Frame[]): string {
  const parts = stack.map((frame) => (frame.array ? String(frame.index) : keyOf(text, frame)));
  return parts.join('.') || '(body)';
}

function keyOf(text: string, frame: Frame): string {
  if (frame.keyStart < 0) return '(key)';
  const raw = text.slice(frame.keyStart, Math.min(frame.keyEnd, frame.keyStart + KEY_SHOWN * 6));
  let key: string;
  try {
    key = JSON.parse(`"${raw}"`) as string;
  } catch {
    key = raw;
  }
  return key.length > KEY_SHOWN ? `${key.slice(0, KEY_SHOWN)}…` : key;
}
