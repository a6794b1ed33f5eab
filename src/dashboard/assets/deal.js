// The deal page and a statement's page. The deal page: while a matching job is queued or running ("Matching in progress"), ask every 2 s whether it has
// finished, then reload to show the new results. If the user has started typing in a form on the page, the page is
// not reloaded under them: the status line says the results are ready instead. Without script, its button reloads.
'use strict';
// "Print summary": the browser's print dialog; deal.css's print rules keep the summary and the figures only.
document.querySelector('[data-print]')?.addEventListener('click', () => window.print());
// A statement's page: "select every transaction shown" for the bulk recategorisation (without script, each row's box).
for (const all of document.querySelectorAll('[data-select-all]')) {
  const boxes = () => [...document.querySelectorAll(`input[type="checkbox"][name="${all.dataset.selectAll}"]`)];
  all.hidden = false;
  all.addEventListener('change', () => { for (const box of boxes()) box.checked = all.checked; });
  document.addEventListener('change', (event) => {
    if (event.target === all || !boxes().includes(event.target)) return;
    const ticked = boxes().filter((b) => b.checked).length;
    all.checked = ticked === boxes().length;
    all.indeterminate = ticked > 0 && ticked < boxes().length;
  });
}
(() => {
  const status = document.querySelector('[data-matching-status]');
  if (!status) return;
  let edited = false;
  document.addEventListener('input', () => { edited = true; });
  let tries = 0;
  const check = () => {
    tries += 1;
    fetch(status.dataset.matchingStatus, { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((body) => {
        if (body.pending) {
          if (tries < 150) setTimeout(check, 2000);
          return;
        }
        // Reload without the "?done=" of the form that queued it (its notice is old news now).
        const reload = () => (location.search ? location.replace(`${location.pathname}#results`) : location.reload());
        if (!edited) { reload(); return; }
        status.textContent = 'Matching finished. ';
        const link = document.createElement('a');
        link.href = `${location.pathname}#results`;
        link.textContent = 'Show the new results';
        link.addEventListener('click', (event) => { event.preventDefault(); reload(); });
        status.append(link);
      })
      .catch(() => { /* offline or signed out: the status line's button still reloads */ });
  };
  setTimeout(check, 2000);
})();
