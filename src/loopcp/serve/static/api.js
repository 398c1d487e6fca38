// The API: POST /api/COMMAND with a JSON body; the answer, or an Error with the server's one-line message.
//
// Only the latest request of a kind matters: a newer one aborts the older (the server stops its search too:
// X-Loopcp-Kind tells it the kind, so that a quiet check never stops the Check button's),
// and an answer that arrives after a newer request was made is dropped (``stale`` is thrown instead).

const latest = new Map();  // kind -> AbortController of its latest request

export class Stale extends Error {}

export async function call(command, body, kind = command) {
  const before = latest.get(kind);
  if (before) before.abort();
  const control = new AbortController();
  latest.set(kind, control);
  let response;
  try {
    response = await fetch(`/api/${command}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Loopcp-Kind": kind },
      body: JSON.stringify(body),
      signal: control.signal,
    });
  } catch (error) {
    if (control.signal.aborted) throw new Stale("a newer request took its place");
    throw new Error(`the server did not answer (${error.message}): is loopcp serve still running?`);
  }
  let answer;
  try {
    answer = await response.json();
  } catch {
    if (control.signal.aborted) throw new Stale("a newer request took its place");
    throw new Error(`the server answered ${response.status} without JSON`);
  }
  if (latest.get(kind) !== control) throw new Stale("a newer request took its place");
  latest.delete(kind);
  if (response.status === 409) throw new Stale(answer.error);
  if (!response.ok) throw new Error(answer.error || `the server answered ${response.status}`);
  return answer;
}
