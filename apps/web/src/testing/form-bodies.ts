import { httpClient } from '../shared/api/http-client';

/*
 * Multipart bodies as the app built them. On its way from jsdom's XMLHttpRequest into msw's Request a
 * jsdom FormData loses its files (each becomes "blob" with the text "undefined"), so a handler could not
 * check a resume's or a CSV's name. The http client tags each FormData it sends with an id header and
 * the kit hands the handler the original object instead.
 */
const FORM_ID_HEADER = 'X-Test-Form-Id';
const forms = new Map<string, FormData>();
let nextId = 1;

export function tagFormBodies(): void {
  httpClient.interceptors.request.use((config) => {
    if (config.data instanceof FormData) {
      const id = String(nextId++);
      forms.set(id, config.data);
      config.headers.set(FORM_ID_HEADER, id);
    }
    return config;
  });
}

/** The FormData a request carried, or undefined when it was not a multipart request of the http client. */
export function takeFormBody(request: Request): FormData | undefined {
  const id = request.headers.get(FORM_ID_HEADER);
  if (id === null) return undefined;
  const form = forms.get(id);
  forms.delete(id);
  return form;
}

export function forgetFormBodies(): void {
  forms.clear();
}
