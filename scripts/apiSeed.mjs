/**
 * What the API data generator cannot read from the facts, read from the data
 * files it wrote before (content/data/api/*.yaml): texts, which query
 * parameters and headers are required, errors the facts do not show, request
 * bodies the handler parses itself, what each answer holds and its example.
 * An endpoint, field, header or error the files do not have yet takes the text
 * the same name has elsewhere in the files, or stays empty for a writer to fill.
 */
import { filled, parseGoType } from './apiData.mjs';

const named = (list, name) => (list ?? []).find((item) => item.name === name);

function responseFieldsOf(response) {
  return (response?.fields ?? []).flatMap((field) => [field, ...(field.fields ?? [])]);
}

/**
 * The shape (built from the facts) an answer's fields come from: its type's,
 * or for a page of items (`common.PageResp`) the shape with the same field names.
 */
function shapeOf(response, shapes) {
  const own = parseGoType(response.type ?? '').name;
  if (shapes[own]) return own;
  const names = (response.fields ?? []).map((field) => field.name).join();
  return Object.keys(shapes).find(
    (shape) =>
      shapes[shape]
        .map((field) => field.json?.replace(/,omitempty$/, ''))
        .filter((name) => name && name !== '-')
        .join() === names,
  );
}

/** What buildResponse needs to draw an answer again: its kind, shape or own fields, example. */
function responseSpec(response, shapes) {
  if (!response) return undefined;
  const shape = response.fields?.length ? shapeOf(response, shapes) : undefined;
  return {
    kind: response.kind,
    ...(response.type === null ? {} : { type: response.type }),
    ...(shape ? { shape } : { fields: response.fields }),
    ...(response.nullable ? { nullable: true } : {}),
    ...(response.description ? { description: response.description } : {}),
    example: response.example,
  };
}

/** The values of a written request example, as samples that draw the same example again. */
function samplesOf(example) {
  const values = Array.isArray(example) ? example[0] : example;
  return values && typeof values === 'object' ? values : {};
}

/**
 * The generator's seed (see buildEndpoint in apiData.mjs) from the data files'
 * groups (`{ auth: { endpoints, types? }, … }`), plus the facts' shapes and upload headers.
 */
export function seedFromData(groups, { shapes = {}, uploadHeaders } = {}) {
  const endpoints = Object.values(groups).flatMap((group) => group?.endpoints ?? []);
  const byPath = new Map(endpoints.map((endpoint) => [endpoint.path, endpoint]));
  /**
   * The text of an endpoint's item (field, header, error) of this name or key; for an item
   * the files do not have yet, the first filled text its name has elsewhere in them.
   */
  const textLookup = (itemsOf, key = 'name') => {
    const shared = new Map();
    for (const item of endpoints.flatMap(itemsOf))
      if (!shared.has(item[key]) && filled(item.description))
        shared.set(item[key], item.description);
    return (path, name) => {
      const old = byPath.has(path) && itemsOf(byPath.get(path)).find((item) => item[key] === name);
      return old ? old.description : shared.get(name);
    };
  };
  const responseText = textLookup((e) => responseFieldsOf(e.response));
  const samples = Object.fromEntries(
    [...endpoints].reverse().flatMap((e) => Object.entries(samplesOf(e.request?.example))),
  );
  const taskTypes = new Map(
    Object.values(groups).flatMap((group) => (group?.types ?? []).map((t) => [t.name, t])),
  );

  return {
    summary: (path) => byPath.get(path)?.summary,
    description: (path) => byPath.get(path)?.description,
    field: textLookup((e) => e.request?.fields ?? []),
    requiredQuery: (path, name) =>
      Boolean(named(byPath.get(path)?.request?.fields, name)?.required),
    header: textLookup((e) => e.headers ?? []),
    requiredHeader: (path, name) => Boolean(named(byPath.get(path)?.headers, name)?.required),
    error: textLookup((e) => e.errors ?? [], 'key'),
    // Errors written by hand (`manual`) come back through keepTexts; these through errorsOf.
    extraErrors: (path) =>
      (byPath.get(path)?.errors ?? [])
        .filter((error) => !error.manual)
        .map(({ code, message, key }) => ({ code, message, key })),
    // A written example is drawn again from its own values (an optional field it
    // leaves out stays out); a new endpoint's from the values its names have elsewhere.
    pathSamples: (path) =>
      byPath.has(path) ? samplesOf(byPath.get(path).request?.example) : samples,
    rawBody: (path) => byPath.get(path)?.request?.rawBody,
    responseSpec: (path) => responseSpec(byPath.get(path)?.response, shapes),
    responseField: (shape, name, path) => responseText(path, name),
    taskType: (name) => taskTypes.get(name)?.description,
    shapes,
    uploadHeaders,
  };
}
