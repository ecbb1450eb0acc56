// Small real SCORM packages (1.2 and 2004 4th edition): a manifest, a launch page and its script calling the runtime.
// The demo zip (scripts/make-scorm-demo.ts), the API tests and the browser journey all use these.
import { zipSync, strToU8 } from 'fflate';

export type PackageVersion = '1.2' | '2004';
export type PackageLanguage = 'es' | 'en' | 'pt';

const TEXTS = {
  es: { title: 'El ciclo del agua: repaso', intro: 'El agua se evapora, se condensa en nubes y vuelve a caer como precipitación.', next: 'Siguiente', question: '¿Cómo se llama el paso del vapor de agua a gotas en las nubes?', options: ['Evaporación', 'Condensación', 'Infiltración'], submit: 'Comprobar', save: 'Guardar y salir', welcomeBack: 'Bienvenido de nuevo: sigues donde lo dejaste.', right: '¡Correcto!', wrong: 'No es correcto.', saved: 'Guardado.' },
  en: { title: 'The water cycle: review', intro: 'Water evaporates, condenses into clouds and falls again as precipitation.', next: 'Next', question: 'What is water vapour turning into droplets in clouds called?', options: ['Evaporation', 'Condensation', 'Infiltration'], submit: 'Check', save: 'Save and exit', welcomeBack: 'Welcome back: you are where you left off.', right: 'Correct!', wrong: 'Not correct.', saved: 'Saved.' },
  pt: { title: 'O ciclo da água: revisão', intro: 'A água evapora-se, condensa-se em nuvens e volta a cair como precipitação.', next: 'Seguinte', question: 'Como se chama a passagem do vapor de água a gotas nas nuvens?', options: ['Evaporação', 'Condensação', 'Infiltração'], submit: 'Verificar', save: 'Guardar e sair', welcomeBack: 'Bem-vindo de volta: continua onde parou.', right: 'Correto!', wrong: 'Não está correto.', saved: 'Guardado.' },
} as const;

function manifest(version: PackageVersion, title: string): string {
  if (version === '1.2') {
    return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="tiza.watercycle.12" version="1.0" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="org1">
    <organization identifier="org1"><title>${title}</title>
      <item identifier="item1" identifierref="res1"><title>${title}</title></item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="res1" type="webcontent" adlcp:scormtype="sco" href="index.html"><file href="index.html"/><file href="lesson.js"/></resource>
  </resources>
</manifest>`;
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="tiza.watercycle.2004" version="1" xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3" xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3" xmlns:imsss="http://www.imsglobal.org/xsd/imsss">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>
  <organizations default="org1">
    <organization identifier="org1"><title>${title}</title>
      <item identifier="item1" identifierref="res1"><title>${title}</title></item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="res1" type="webcontent" adlcp:scormType="sco" href="index.html"><file href="index.html"/><file href="lesson.js"/></resource>
  </resources>
</manifest>`;
}

function page(language: PackageLanguage): string {
  const t = TEXTS[language];
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t.title}</title>
<style>body{font-family:system-ui,sans-serif;margin:1rem;line-height:1.5;color:#1a1a1a}button{font:inherit;padding:.5rem 1rem;margin:.25rem .25rem .25rem 0;min-height:44px}[hidden]{display:none}</style>
</head><body>
<h1>${t.title}</h1>
<p id="welcome" role="status" hidden>${t.welcomeBack}</p>
<section id="page1"><p>${t.intro}</p><button type="button" id="next">${t.next}</button></section>
<section id="page2" hidden><fieldset><legend>${t.question}</legend>
${t.options.map((option, i) => `<label><input type="radio" name="answer" value="${i}"> ${option}</label><br>`).join('\n')}
</fieldset><button type="button" id="submit">${t.submit}</button></section>
<p id="feedback" role="status"></p>
<button type="button" id="save">${t.save}</button>
<script src="lesson.js"></script>
</body></html>`;
}

function script(version: PackageVersion, language: PackageLanguage): string {
  const t = TEXTS[language];
  const v12 = version === '1.2';
  return `(function () {
  function findApi(name) {
    var w = window;
    for (var i = 0; i < 8 && w; i++) { if (w[name]) return w[name]; if (w.parent === w) break; w = w.parent; }
    return null;
  }
  var api = findApi(${v12 ? "'API'" : "'API_1484_11'"});
  var call = {
    init: function () { return api && api.${v12 ? 'LMSInitialize' : 'Initialize'}(''); },
    get: function (k) { return api ? api.${v12 ? 'LMSGetValue' : 'GetValue'}(k) : ''; },
    set: function (k, v) { return api && api.${v12 ? 'LMSSetValue' : 'SetValue'}(k, v); },
    commit: function () { return api && api.${v12 ? 'LMSCommit' : 'Commit'}(''); },
    finish: function () { return api && api.${v12 ? 'LMSFinish' : 'Terminate'}(''); }
  };
  var K = ${v12 ? "{ location: 'cmi.core.lesson_location', status: 'cmi.core.lesson_status', raw: 'cmi.core.score.raw', exit: 'cmi.core.exit', time: 'cmi.core.session_time', entry: 'cmi.core.entry' }" : "{ location: 'cmi.location', status: 'cmi.completion_status', raw: 'cmi.score.raw', exit: 'cmi.exit', time: 'cmi.session_time', entry: 'cmi.entry' }"};
  var started = Date.now();
  var finished = false;
  function sessionTime() {
    var s = Math.max(1, Math.round((Date.now() - started) / 1000));
    ${v12 ? "var h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), r = s % 60; return ('000' + h).slice(-4) + ':' + ('0' + m).slice(-2) + ':' + ('0' + r).slice(-2);" : "return 'PT' + s + 'S';"}
  }
  function show(n) {
    document.getElementById('page1').hidden = n !== 1;
    document.getElementById('page2').hidden = n !== 2;
    call.set(K.location, 'page' + n);
  }
  call.init();
  var location = call.get(K.location);
  if (call.get(K.entry) === 'resume') document.getElementById('welcome').hidden = false;
  if (call.get(K.status) === 'not attempted' || call.get(K.status) === '' || call.get(K.status) === 'unknown') call.set(K.status, 'incomplete');
  show(location === 'page2' ? 2 : 1);
  call.commit();
  document.getElementById('next').addEventListener('click', function () { show(2); call.commit(); });
  document.getElementById('submit').addEventListener('click', function () {
    var chosen = document.querySelector('input[name="answer"]:checked');
    var right = chosen && chosen.value === '1';
    call.set(${v12 ? "'cmi.core.score.min'" : "'cmi.score.min'"}, '0');
    call.set(${v12 ? "'cmi.core.score.max'" : "'cmi.score.max'"}, '100');
    call.set(K.raw, right ? '100' : '0');
    ${v12 ? "call.set(K.status, right ? 'passed' : 'failed');" : "call.set('cmi.score.scaled', right ? '1' : '0'); call.set(K.status, 'completed'); call.set('cmi.success_status', right ? 'passed' : 'failed');"}
    call.set(K.time, sessionTime());
    call.commit();
    document.getElementById('feedback').textContent = right ? ${JSON.stringify(t.right)} : ${JSON.stringify(t.wrong)};
  });
  document.getElementById('save').addEventListener('click', function () {
    call.set(K.exit, 'suspend');
    call.set(K.time, sessionTime());
    call.commit();
    finished = true;
    call.finish();
    document.getElementById('feedback').textContent = ${JSON.stringify(t.saved)};
  });
  window.addEventListener('pagehide', function () {
    if (finished) return;
    call.set(K.exit, 'suspend');
    call.set(K.time, sessionTime());
    call.finish();
  });
})();
`;
}

/** A working package: the water-cycle review in the given language, for SCORM 1.2 or 2004. */
export function scormPackage(version: PackageVersion, language: PackageLanguage = 'es', extra: Record<string, Uint8Array> = {}): Uint8Array {
  return zipSync({
    'imsmanifest.xml': strToU8(manifest(version, TEXTS[language].title)),
    'index.html': strToU8(page(language)),
    'lesson.js': strToU8(script(version, language)),
    ...extra,
  });
}

/** A zip of arbitrary entries (names as given, unchecked: for refusal tests). */
export function zipOf(files: Record<string, string>): Uint8Array {
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));
}

/** The 1.2 manifest alone (a package without its launch file, or with hostile extras). */
export function manifestOf(version: PackageVersion, language: PackageLanguage = 'es'): string {
  return manifest(version, TEXTS[language].title);
}
