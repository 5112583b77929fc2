// What one table measures in the page (issue 16): overflow of the table and its output area,
// charts that run past its edges, the pairs of overlapping visible texts in each of its
// charts, texts cut by a chart's edge, buttons that cut their text, walls' texts that run
// together, log lines cut at the table's or the window's edge (issue 35: a Select's
// options never wrap), and dropdowns squeezed too narrow to show their choice, past the
// table's edge or out of their widget's box (on a phone the board's district picker wrapped
// under its label, out of a box one line high, and the panel below covered it). Read by the
// browser tests.
(table) => {
  const SQUEEZED = 60;      // px: narrower, a closed dropdown shows too little of its choice
  const over = (el) => el ? {sw: el.scrollWidth, cw: el.clientWidth} : null;
  const shown = (el) => {
    for (let e = el; e && e !== table; e = e.parentElement) {
      const st = getComputedStyle(e);
      if (st.display === 'none' || st.visibility === 'hidden' || parseFloat(st.opacity) < 0.05
          || parseFloat(e.getAttribute('opacity') ?? '1') < 0.05) return false;
    }
    return true;
  };
  const figures = [...table.querySelectorAll('svg.svg-figure')];
  const overlaps = [];
  const clipped = [];
  const outside = [];             // a chart wider than the table: its edge is cut (a phone)
  const edges = table.getBoundingClientRect();
  figures.forEach((fig, f) => {
    const box = fig.getBoundingClientRect();
    if (shown(fig) && box.width > 0 && (box.left < edges.left - 1 || box.right > edges.right + 1))
      outside.push([f, `${Math.round(box.left)}..${Math.round(box.right)} px in ` +
                       `${Math.round(edges.left)}..${Math.round(edges.right)}`]);
    const texts = [...fig.querySelectorAll('text')].filter(
      t => t.textContent.trim() && shown(t)).map(t => [t.textContent.trim(),
                                                     t.getBoundingClientRect()])
      .filter(([_, r]) => r.width > 0 && r.height > 0);
    for (const [t, r] of texts) {
      if (r.left < box.left - 1 || r.right > box.right + 1)
        clipped.push([f, `${t} (${Math.round(r.left)}..${Math.round(r.right)} px in ` +
                         `${Math.round(box.left)}..${Math.round(box.right)})`]);
    }
    for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) {
      const [a, ra] = texts[i], [b, rb] = texts[j];
      const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
      const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
      if (w > 1 && h > 1) overlaps.push([f, a, b]);
    }
  });
  // buttons that cut their text ("…") and wall infos (an Art Society hand) that run together
  const elided = [...table.querySelectorAll('button')].filter(
    b => shown(b) && b.scrollWidth > b.clientWidth + 1).map(b => b.textContent.trim());
  const nowrap = [...table.querySelectorAll('button')].filter(
    b => shown(b) && getComputedStyle(b).whiteSpace === 'nowrap').length;
  const infos = [...table.querySelectorAll('.smnb-wall-info')].map(e => e.getBoundingClientRect());
  let infoOverlaps = 0;
  for (let i = 0; i < infos.length; i++) for (let j = i + 1; j < infos.length; j++) {
    const a = infos[i], b = infos[j];
    if (Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
        Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1) infoOverlaps++;
  }
  // the log's lines: a wrapped line's own box, or an option's text (measured: an option's
  // box is the Select's) against the list's width, and the window's right edge
  const canvas = document.createElement('canvas').getContext('2d');
  const logCut = [], logLines = [];
  for (const li of table.querySelectorAll('.smnb-log li')) {
    if (!shown(li)) continue;
    logLines.push(li);
    if (li.scrollWidth > li.clientWidth + 1
        || li.getBoundingClientRect().right > window.innerWidth + 1)
      logCut.push(li.textContent);
  }
  for (const sel of table.querySelectorAll('select[size]')) {
    if (!shown(sel)) continue;
    const st = getComputedStyle(sel), r = sel.getBoundingClientRect();
    canvas.font = `${st.fontSize} ${st.fontFamily}`;
    const room = Math.min(sel.clientWidth, window.innerWidth - r.left) - 8;   // padding
    for (const o of sel.options) {
      logLines.push(o);
      if (canvas.measureText(o.text).width > room) logCut.push(o.text);
    }
  }
  const squeezed = [...table.querySelectorAll('select:not([size])')].filter(s => {
    const r = s.getBoundingClientRect();
    const own = s.parentElement.getBoundingClientRect();      // the widget: label and select
    return shown(s) && (r.width < SQUEEZED || r.right > edges.right + 1
                        || r.bottom > own.bottom + 1);
  }).map(s => s.parentElement.querySelector('label')?.textContent.trim() || s.value);
  return {table: over(table), output: over(table.closest('.jp-OutputArea-output')),
          figures: figures.length, overlaps, clipped, outside, elided, nowrap, infoOverlaps,
          logLines: logLines.length, logCut, squeezed};
}
