import { chromium } from '@playwright/test';
const props = ['color','background-color','font-size','font-weight','padding-top','padding-left','margin-top','margin-bottom','border-top-width','border-top-color','border-radius','display','position','width','height','box-shadow','opacity','text-decoration-line','gap','flex-direction','justify-content'];
const pages = (process.env.PAGES ?? '/homepage,/marketpage,/directory,/toolsPage,/opportunities,/training,/login,/creative,/partner,/business,/about-us,/faq,/proposals,/fundingpage').split(',');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
async function dump(base, path, width, action) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  if (action) { await action(page); await page.waitForTimeout(1200); }
  const out = await page.evaluate((props) => [...document.querySelectorAll('body *')].filter(e=>!['SCRIPT','STYLE','LINK'].includes(e.tagName)).map((e) => {
    const cs = getComputedStyle(e); return e.tagName + '.' + (typeof e.className==='string'?e.className:'') + ' ' + props.map((p) => cs.getPropertyValue(p)).join('|');
  }), props);
  await page.close();
  return out;
}
let total = 0;
const actions = { '/homepage#signin': async (p) => { await p.goto(p.url().replace('#signin',''), { waitUntil: 'networkidle' }); const b = p.getByRole('button', { name: /sign in|log in|profile/i }).first(); await b.click().catch(()=>{}); } };
for (const path of pages) for (const width of [390, 1280]) {
  const a = await dump('http://127.0.0.1:8290', path, width, actions[path]);
  const b = await dump('http://127.0.0.1:8291', path, width, actions[path]);
  let diffs = 0; const shown = [];
  if (a.length !== b.length) console.log(path, width, 'element count', a.length, b.length);
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) { diffs++; if (shown.length < 4) shown.push(`  A ${a[i]}\n  B ${b[i]}`); }
  total += diffs;
  console.log(path, width, 'elements', a.length, 'diffs', diffs); for (const s of shown) console.log(s);
}
await browser.close();
console.log('TOTAL', total);
