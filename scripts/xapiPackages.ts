// A small xAPI (Tin Can) package for the tests: tincan.xml naming its activity and launch page, and a page that reads
// the xAPI launch parameters (endpoint, auth, actor, registration, activity_id) and sends its statements to the LRS.
import { strToU8, zipSync } from 'fflate';

export const XAPI_ACTIVITY = 'http://tiza.test/xapi/los-volcanes';

const TINCAN = `<?xml version="1.0" encoding="utf-8"?>
<tincan xmlns="http://projecttincan.com/tincan.xsd">
  <activities>
    <activity id="${XAPI_ACTIVITY}" type="http://adlnet.gov/expapi/activities/course">
      <name>Los volcanes</name>
      <description lang="es">Una actividad breve sobre los volcanes.</description>
      <launch lang="es">index.html</launch>
    </activity>
  </activities>
</tincan>`;

const PAGE = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Los volcanes</title><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body>
<main>
<h1>Los volcanes</h1>
<p>¿Qué sale de un volcán en erupción?</p>
<button type="button" id="start">Empezar</button>
<button type="button" id="finish">Terminar</button>
<p id="status" role="status"></p>
</main>
<script src="app.js"></script>
</body></html>`;

const SCRIPT = `(function () {
  var q = new URLSearchParams(location.search);
  var endpoint = q.get('endpoint');
  var auth = q.get('auth');
  var actor = JSON.parse(q.get('actor') || '{}');
  var registration = q.get('registration');
  var activity = q.get('activity_id');
  var status = document.getElementById('status');
  function send(verb, display, result, done) {
    var statement = { actor: actor, verb: { id: 'http://adlnet.gov/expapi/verbs/' + verb, display: { es: display } }, object: { id: activity, definition: { name: { es: 'Los volcanes' } } }, context: { registration: registration } };
    if (result) statement.result = result;
    fetch(endpoint + 'statements', { method: 'POST', headers: { Authorization: auth, 'X-Experience-API-Version': '1.0.3', 'Content-Type': 'application/json' }, body: JSON.stringify(statement) })
      .then(function (res) { status.textContent = res.ok ? done : 'Error ' + res.status; })
      .catch(function () { status.textContent = 'Sin conexión'; });
  }
  document.getElementById('start').addEventListener('click', function () { send('attempted', 'empezó', null, 'Empezado.'); });
  document.getElementById('finish').addEventListener('click', function () { send('passed', 'aprobó', { score: { scaled: 0.85 }, success: true, completion: true }, 'Enviado.'); });
})();`;

/** The package as a zip. */
export function xapiPackage(): Uint8Array {
  return zipSync({ 'tincan.xml': strToU8(TINCAN), 'index.html': strToU8(PAGE), 'app.js': strToU8(SCRIPT) });
}
