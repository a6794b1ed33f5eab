// Settings: a "Copy to clipboard" button beside a secret shown once (the button stays hidden without script or
// without clipboard access; the secret can always be selected and copied by hand).
'use strict';
document.addEventListener('DOMContentLoaded', () => {
  const clipboard = window.navigator.clipboard;
  if (!clipboard) return;
  for (const button of document.querySelectorAll('button[data-copy]')) {
    const source = document.getElementById(button.dataset.copy);
    const status = button.parentElement.querySelector('[data-copy-status]');
    if (!source) continue;
    button.hidden = false;
    button.addEventListener('click', () => {
      clipboard.writeText(source.textContent.trim()).then(
        () => { if (status) status.textContent = 'Copied.'; },
        () => { if (status) status.textContent = 'Could not copy: select the text and copy it by hand.'; });
    });
  }
});
