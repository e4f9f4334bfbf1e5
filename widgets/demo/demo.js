// The demo page's own script: shows the widgets' events as a host page receives them.
import { pinnedSnippet, releaseIn } from './snippet.js';

const log = document.getElementById('event-log');
const shown = { 'gh-calculator-change': 'totals', 'gh-calculator-save': 'totals' };
for (const name of [
  'gh-calculator-change',
  'gh-calculator-save',
  'gh-search-select',
  'gh-search-submit',
]) {
  document.addEventListener(name, (event) => {
    const source = event.target.id || event.target.localName;
    const detail = shown[name] ? event.detail[shown[name]] : event.detail;
    log.textContent = `${name} from #${source}\n${JSON.stringify(detail, null, 1)}`;
  });
}

const storeLog = document.getElementById('store-event-log');
document.addEventListener('gh-store-select', (event) => {
  const { name, distance } = event.detail;
  storeLog.textContent = `gh-store-select from #${event.target.id}\n${name}, ${distance} away`;
});

const samplesLog = document.getElementById('samples-event-log');
for (const name of ['gh-samples-change', 'gh-samples-order']) {
  document.addEventListener(name, (event) => {
    if (!samplesLog) return;
    samplesLog.textContent = `${name} from #${event.target.id}\n${JSON.stringify(event.detail, null, 1)}`;
  });
}

const visualiserLog = document.getElementById('visualiser-event-log');
for (const name of ['gh-visualiser-scene', 'gh-visualiser-view']) {
  document.addEventListener(name, (event) => {
    visualiserLog.textContent = `${name} from #${event.target.id}\n${JSON.stringify(event.detail, null, 1)}`;
  });
}

// The pinned snippet of this very build, at this server's address: the release's loader and
// every chunk of it, with the hashes of integrity.json (the same text as {version}/snippet.html).
const pinned = document.getElementById('pinned-snippet');
const cdn = new URL('../', document.baseURI);
fetch(new URL('integrity.json', cdn))
  .then((response) => response.json())
  .then((integrity) => {
    if (pinned) pinned.textContent = pinnedSnippet(integrity, cdn.href);
    const file = document.getElementById('snippet-file');
    if (file) {
      file.textContent = `${releaseIn(integrity)}/snippet.html`;
      file.href = new URL(file.textContent, cdn).href;
    }
  })
  .catch(() => {});
