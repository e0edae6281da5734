// sitrep page: map, timeline, table and story view over the JSON API.
// Every string from the API is inserted as text (textContent, text nodes),
// never as HTML, so a story containing markup shows it as words.
'use strict';

(() => {
  const TYPES = [
    { name: 'Battles', color: '#c23b33' },
    { name: 'Explosions/Remote violence', color: '#e2832b' },
    { name: 'Violence against civilians', color: '#7d3c98' },
    { name: 'Protests', color: '#2e86c1' },
    { name: 'Riots', color: '#d4a40f' },
    { name: 'Strategic developments', color: '#17a589' },
  ];
  const OTHER = { name: 'Not an ACLED type', color: '#8a94a3' };
  const PLOVER = ['AGREE', 'CONSULT', 'SUPPORT', 'CONCEDE', 'COOPERATE', 'AID', 'RETREAT', 'REQUEST',
    'ACCUSE', 'REJECT', 'THREATEN', 'PROTEST', 'SANCTION', 'MOBILIZE', 'COERCE', 'ASSAULT'];
  const FIELDS = ['from', 'to', 'acled_type', 'plover', 'country', 'actor', 'min_killed'];
  const PAGE = 500; // events per request
  const CAP = 5000; // events loaded before asking the analyst to narrow the filters

  const $ = (id) => document.getElementById(id);
  const form = $('filters');
  const state = {
    events: [], next: '', gen: 0, stored: 0, selected: '', story: null, cluster: null,
    markers: new Map(), map: null, layer: null,
  };

  // el builds an element; string children become text nodes.
  function el(tag, attrs, ...children) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v === undefined || v === null || v === false) continue;
      if (k === 'class') e.className = v;
      else if (k === 'style') Object.assign(e.style, v); // CSSOM: the page's CSP forbids style attributes
      else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
      else e.setAttribute(k, v);
    }
    for (const c of children.flat()) {
      if (c === undefined || c === null || c === false || c === '') continue;
      e.append(typeof c === 'string' || typeof c === 'number' ? document.createTextNode(String(c)) : c);
    }
    return e;
  }

  function typeOf(ev) {
    const name = ev.type && ev.type.acled_event_type;
    return TYPES.find((t) => t.name === name) || OTHER;
  }

  function dateOf(ev) { return (ev.time && ev.time.date) || ''; }

  // dayOf returns the first day of the event's TIMEX3 date (a day, an ISO
  // week, a month or a year) as a Date at midnight UTC, or null.
  function dayOf(ev) {
    const d = dateOf(ev);
    let m;
    if ((m = /^(\d{4})-W(\d{2})/.exec(d))) {
      const jan4 = Date.UTC(+m[1], 0, 4); // in ISO week 1
      const monday = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * 864e5;
      return new Date(monday + (+m[2] - 1) * 7 * 864e5);
    }
    if ((m = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(d.slice(0, 10)))) {
      return new Date(Date.UTC(+m[1], (+m[2] || 1) - 1, +m[3] || 1));
    }
    return null;
  }

  function killedOf(ev) { return ev.killed ? ev.killed.best || 0 : 0; }

  // Qualifiers that read well before a number ("at least 5"); any other
  // names a vague amount ("dozens", "unspecified") that the coder turned
  // into an estimate, shown after the words ("dozens (~12)").
  const BEFORE_NUMBER = new Set(['at least', 'more than', 'over', 'up to', 'about', 'around', 'approximately',
    'nearly', 'almost', 'some', 'an estimated', 'as many as', 'a total of', 'another', 'between', 'fewer than', 'less than']);

  function figure(c) { // "at least 5", "5 (3–12)", "dozens (~12)", "1,200"
    if (!c) return '';
    const n = (x) => Number(x).toLocaleString();
    // "No one was killed" is a figure of none, not a vague amount.
    if (c.qualifier === 'no') return 'none';
    let s = n(c.best);
    if (c.qualifier === 'unspecified') s = 'unspecified (at least 1)';
    else if (c.qualifier && BEFORE_NUMBER.has(c.qualifier)) s = c.qualifier + ' ' + s;
    else if (c.qualifier) s = `${c.qualifier} (~${s})`;
    if (c.low && c.high && (c.low !== c.best || c.high !== c.best)) s += ` (${n(c.low)}–${n(c.high)})`;
    return s;
  }

  function partyCode(p) {
    return [p.name, p.country, p.sector, p.org].filter(Boolean).join(' · ');
  }

  function placeText(p) {
    if (!p) return '';
    const parts = [p.name];
    if (p.admin1 && p.admin1 !== p.name) parts.push(p.admin1);
    if (p.country && p.country !== p.name) parts.push(p.country);
    return parts.filter(Boolean).join(', ');
  }

  // How near the map point is to the place, in words: the schema's codes
  // (point, admin2, admin1, country) mean little to a reader, and a town
  // drawn at its country's centre must not pass for the town itself. The
  // table has room for the short form; the story view and tooltips give
  // the long one.
  const PRECISION = {
    point: ['exact', 'exact on the map'],
    admin2: ['district', 'on the map: its district'],
    admin1: ['region', 'on the map: its region'],
    country: ['country centre', "on the map: the country's centre"],
  };
  const RESOLVED = {
    story: ['from the story', 'named elsewhere in the story'],
    seat: ['capital', 'a national body, placed at the capital'],
  };

  function placeHow(p, long) {
    const i = long ? 1 : 0;
    const how = [(PRECISION[p.precision] || [p.precision, p.precision])[i], (RESOLVED[p.resolved_from] || [])[i]];
    return (long ? '' : 'map: ') + how.filter(Boolean).join(', ');
  }

  function showError(msg) {
    const e = $('error');
    e.textContent = msg;
    e.hidden = !msg;
  }

  async function api(path, opts) {
    const res = await fetch(path, opts);
    let body = null;
    try { body = await res.json(); } catch (_) { /* not JSON */ }
    if (!res.ok) {
      const err = new Error((body && body.error) || `${res.status} ${res.statusText}`);
      err.status = res.status;
      throw err;
    }
    return body;
  }

  // ---- filters

  function params() {
    const p = new URLSearchParams();
    const fd = new FormData(form);
    for (const f of FIELDS) {
      const v = String(fd.get(f) || '').trim();
      if (v) p.set(f, v);
    }
    if ($('f-bbox').checked && state.map) {
      const b = state.map.getBounds();
      const clamp = (x, lo, hi) => Math.min(hi, Math.max(lo, x));
      p.set('bbox', [clamp(b.getWest(), -180, 180), clamp(b.getSouth(), -90, 90),
        clamp(b.getEast(), -180, 180), clamp(b.getNorth(), -90, 90)].map((x) => x.toFixed(4)).join(','));
    }
    return p;
  }

  function syncURL() {
    const p = params();
    p.delete('bbox');
    if (state.selected) p.set('event', state.selected);
    const q = p.toString();
    history.replaceState(null, '', q ? '?' + q : location.pathname);
  }

  function exportLinks() {
    const p = params();
    for (const a of document.querySelectorAll('#export-menu a')) {
      const q = new URLSearchParams(p);
      q.set('format', a.dataset.format);
      a.href = 'api/export?' + q.toString();
    }
  }

  let reloadTimer = 0;
  function reloadSoon() {
    clearTimeout(reloadTimer);
    reloadTimer = setTimeout(load, 250);
  }

  // ---- loading

  async function load() {
    const gen = ++state.gen;
    syncURL();
    exportLinks();
    $('table-hint').textContent = 'loading…';
    state.events = [];
    state.next = '';
    try {
      const [counts] = await Promise.all([api('api/counts'), fetchPages(gen, CAP)]);
      state.stored = counts.events;
    } catch (e) {
      if (gen === state.gen) { showError(e.message); $('table-hint').textContent = ''; }
      return;
    }
    if (gen !== state.gen) return;
    showError('');
    render();
  }

  async function fetchPages(gen, upTo) {
    const p = params();
    p.set('limit', String(PAGE));
    // Newest first: an analyst reads the latest events before the history.
    p.set('order', 'newest');
    do {
      if (state.next) p.set('cursor', state.next);
      const body = await api('api/events?' + p.toString());
      if (gen !== state.gen) return;
      state.events.push(...(body.events || []));
      state.next = body.next || '';
    } while (state.next && state.events.length < upTo);
  }

  async function loadMore() {
    const gen = state.gen;
    try {
      await fetchPages(gen, state.events.length + CAP);
    } catch (e) { showError(e.message); return; }
    if (gen === state.gen) render();
  }

  // ---- rendering

  function render() {
    renderCounts();
    renderLegend();
    renderMap();
    renderTimeline();
    renderTable();
  }

  function renderCounts() {
    const evs = state.events;
    const stories = new Set(evs.map((e) => e.story_id));
    const incidents = new Map(); // cluster (or lone event) -> largest killed figure
    for (const e of evs) {
      const k = e.cluster || e.id;
      // A toll of the past ("killed 300 in 2009"), a threat, a denial or a
      // hypothesis is no death in these events: it would swamp the total.
      incidents.set(k, Math.max(incidents.get(k) || 0, auxOf(e).length ? 0 : killedOf(e)));
    }
    let killed = 0;
    for (const k of incidents.values()) killed += k;
    const more = state.next ? '+' : '';
    // "1 story", but "1+ stories" while more are to come.
    const noun = (n, one, many) => (n === 1 && !more ? one : many);
    const c = $('counts');
    c.replaceChildren(
      el('b', {}, evs.length.toLocaleString() + more),
      state.stored > evs.length ? ` of ${state.stored.toLocaleString()}` : '',
      noun(state.stored > evs.length ? state.stored : evs.length, ' event · ', ' events · '),
      el('b', {}, incidents.size.toLocaleString() + more), noun(incidents.size, ' incident · ', ' incidents · '),
      el('b', {}, stories.size.toLocaleString() + more), noun(stories.size, ' story · ', ' stories · '),
      el('span', { title: 'the largest toll of each incident, added up; tolls of historical, future, hypothetical or denied events are left out' },
        el('b', { id: 'killed-total' }, killed.toLocaleString() + more), ' killed'));
  }

  function renderLegend() {
    const n = new Map();
    for (const e of state.events) n.set(typeOf(e), (n.get(typeOf(e)) || 0) + 1);
    $('legend').replaceChildren(...[...TYPES, OTHER].map((t) => el('li', { class: n.get(t) ? '' : 'zero' },
      el('span', { class: 'swatch', style: { background: t.color } }), t.name,
      el('span', { class: 'n' }, (n.get(t) || 0).toLocaleString()))));
  }

  function radius(ev) { return 5 + Math.min(14, 2 * Math.sqrt(killedOf(ev))); }

  function renderMap() {
    if (!state.map) return;
    state.layer.clearLayers();
    state.markers.clear();
    const pts = [];
    for (const ev of state.events) {
      const p = ev.place;
      if (!p || (p.lat === 0 && p.lon === 0)) continue;
      const coarse = p.precision === 'country' || p.precision === 'admin1';
      const t = typeOf(ev);
      const m = L.circleMarker([p.lat, p.lon], {
        radius: radius(ev), color: t.color, weight: 2, fillColor: t.color,
        fillOpacity: coarse ? 0.15 : 0.75, opacity: 0.95,
      });
      m.bindTooltip(el('div', {},
        el('div', { class: 'popup-title' }, (ev.type.acled_sub_event_type || ev.type.acled_event_type || ev.type.plover)),
        el('div', {}, [dateOf(ev), placeText(p)].filter(Boolean).join(' · ')),
        el('div', { class: 'sub' }, placeHow(p, true)),
        ev.killed ? el('div', {}, figure(ev.killed) + ' killed') : ''));
      m.ev = ev;
      m.on('click', () => select(ev.id));
      m.addTo(state.layer);
      state.markers.set(ev.id, m);
      pts.push([p.lat, p.lon]);
    }
    const empty = $('map-empty');
    empty.hidden = pts.length > 0;
    empty.textContent = state.events.length ? 'None of these events has a known place.' : 'No events to map.';
    // Zoom to the events, unless the view itself is the filter.
    if (pts.length && !$('f-bbox').checked) state.map.fitBounds(L.latLngBounds(pts).pad(0.3), { maxZoom: 5, animate: false });
    highlightMarker();
  }

  function highlightMarker() {
    for (const [id, m] of state.markers) {
      const on = id === state.selected;
      m.setStyle({ weight: on ? 4 : 2, color: on ? '#111' : typeOf(m.ev).color });
      if (on) m.bringToFront();
    }
  }

  // Bins: days for up to two months, weeks up to two years, else months.
  function bins(days) {
    // The filter's dates, when set, frame the chart, so the gaps show.
    const from = Date.parse($('f-from').value), to = Date.parse($('f-to').value);
    let lo = Math.min(...days, isNaN(from) ? Infinity : from);
    let hi = Math.max(...days, isNaN(to) ? -Infinity : to);
    // Events of one day (or a few) would fill the width with one bar: the
    // chart spans at least a week around them, each day labelled.
    const short = Math.ceil((6 - (hi - lo) / 864e5) / 2);
    if (short > 0) {
      lo -= short * 864e5;
      hi += short * 864e5;
    }
    const span = (hi - lo) / 864e5;
    const unit = span <= 62 ? 'day' : span <= 730 ? 'week' : 'month';
    const start = (t) => {
      const d = new Date(t);
      if (unit === 'week') return t - ((d.getUTCDay() + 6) % 7) * 864e5;
      if (unit === 'month') return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
      return t;
    };
    const next = (t) => {
      const d = new Date(t);
      if (unit === 'week') return t + 7 * 864e5;
      if (unit === 'month') return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
      return t + 864e5;
    };
    const out = [];
    for (let t = start(lo); t <= hi; t = next(t)) out.push({ start: t, end: next(t) - 864e5, counts: new Map(), n: 0 });
    return { unit, out, start };
  }

  const iso = (t) => new Date(t).toISOString().slice(0, 10);
  const svgEl = (tag, attrs, text) => {
    const e = document.createElementNS('http://www.w3.org/2000/svg', tag);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
    if (text) e.textContent = text;
    return e;
  };

  function renderTimeline() {
    const svg = $('timeline');
    const W = svg.clientWidth || 800, H = 96, base = H - 16;
    svg.setAttribute('viewBox', `0 0 ${W} ${H}`);
    svg.replaceChildren();
    // Events a story recalls from long ago ("the 1994 genocide") would
    // stretch the axis over decades and squeeze the news into one bar.
    const past = state.events.filter((e) => dayOf(e) && e.aux && e.aux.historical).length;
    const dated = state.events.filter((e) => dayOf(e) && !(e.aux && e.aux.historical));
    const undated = state.events.length - dated.length - past;
    const plural = (n, what) => `${n} ${what} event${n > 1 ? 's' : ''}`;
    $('timeline-hint').textContent = [dated.length ? 'click a bar to filter to it' : '',
      undated ? plural(undated, 'undated') + ' not shown' : '',
      past ? plural(past, 'historical') + ' (recalled by the stories) not shown' : ''].filter(Boolean).join(' · ');
    if (!dated.length) {
      svg.append(svgEl('text', { x: W / 2, y: H / 2, 'text-anchor': 'middle', class: 'empty-label' }, 'No dated events'));
      return;
    }
    const days = dated.map((e) => dayOf(e).getTime());
    const { unit, out, start } = bins(days);
    const index = new Map(out.map((b, i) => [b.start, i]));
    for (const e of dated) {
      const b = out[index.get(start(dayOf(e).getTime()))];
      const t = typeOf(e);
      b.counts.set(t, (b.counts.get(t) || 0) + 1);
      b.n++;
    }
    const max = Math.max(...out.map((b) => b.n));
    const bw = W / out.length;
    const gap = bw > 4 ? 1 : 0;
    out.forEach((b, i) => {
      const g = svgEl('g', { class: 'bar', 'data-from': iso(b.start), 'data-to': iso(b.end) });
      g.append(svgEl('title', {}, `${unit === 'day' ? iso(b.start) : iso(b.start) + ' to ' + iso(b.end)}: ${b.n} event${b.n === 1 ? '' : 's'}`));
      g.append(svgEl('rect', { x: i * bw, y: 0, width: bw, height: base, fill: 'transparent' }));
      let y = base;
      for (const t of [...TYPES, OTHER]) {
        const n = b.counts.get(t);
        if (!n) continue;
        const h = (n / max) * (base - 6);
        y -= h;
        g.append(svgEl('rect', { x: i * bw + gap, y, width: Math.max(1, bw - 2 * gap), height: h, fill: t.color }));
      }
      g.addEventListener('click', () => {
        $('f-from').value = iso(b.start);
        $('f-to').value = iso(b.end);
        load();
      });
      svg.append(g);
    });
    svg.append(svgEl('line', { x1: 0, x2: W, y1: base, y2: base, class: 'base' }));
    const ticks = Math.min(out.length, Math.max(2, Math.floor(W / 110)));
    for (let k = 0; k < ticks; k++) {
      const i = Math.round((k * (out.length - 1)) / Math.max(1, ticks - 1));
      const label = unit === 'month' ? iso(out[i].start).slice(0, 7) : iso(out[i].start);
      const x = Math.min(W - 30, Math.max(30, i * bw + bw / 2));
      svg.append(svgEl('text', { x, y: H - 3, 'text-anchor': 'middle', class: 'axis' }, label));
    }
  }

  // auxOf lists the ways an event did not happen as told: denied, supposed,
  // to come, or long past.
  function auxOf(ev) {
    const a = ev.aux || {};
    return ['negated', 'hypothetical', 'future', 'historical'].filter((k) => a[k]);
  }

  // auxWords puts the flags in an analyst's words: an event told as to come
  // and not denied is "planned" (a protest announced for a later day is
  // flagged both future and hypothetical), a denied one "denied".
  function auxWords(ev) {
    const a = ev.aux || {};
    const planned = a.future && !a.negated;
    return [a.negated && 'denied', planned && 'planned', a.future && a.negated && 'future',
      a.hypothetical && !planned && 'hypothetical', a.historical && 'historical'].filter(Boolean);
  }

  function auxChips(ev) {
    return auxWords(ev).map((k) => el('span', { class: 'chip warn' }, k));
  }

  function partyCell(p, cls) { // long phrases are cut to two lines; the tooltip has them whole
    if (!p) return el('td', { class: cls }, '—');
    return el('td', { class: cls }, el('div', { class: 'clamp', title: p.text }, p.text),
      partyCode(p) ? el('div', { class: 'sub' }, partyCode(p)) : '');
  }

  function reportsChip(stories) {
    const n = stories ? stories.size : 0;
    return n > 1 ? el('div', {}, el('span', { class: 'chip', title: 'stories that tell this incident' }, `${n} reports`)) : '';
  }

  function saysWho(ev) { // the first claimant, and how many more
    const cs = ev.claims || [];
    if (!cs.length) return el('span', { class: 'sub' }, 'no source named');
    return el('span', {}, cs[0].claimant.text, cs.length > 1 ? el('span', { class: 'sub' }, ` +${cs.length - 1}`) : '');
  }

  function renderTable() {
    const tbody = document.querySelector('#events tbody');
    // How many of the loaded stories tell each incident.
    const reports = new Map();
    for (const ev of state.events) {
      if (!ev.cluster) continue;
      if (!reports.has(ev.cluster)) reports.set(ev.cluster, new Set());
      reports.get(ev.cluster).add(ev.story_id);
    }
    const rows = state.events.map((ev) => {
      const t = typeOf(ev);
      return el('tr', {
        'data-id': ev.id, class: ev.id === state.selected ? 'selected' : '', tabindex: '0',
        onclick: () => select(ev.id), onkeydown: (e) => { if (e.key === 'Enter') select(ev.id); },
      },
        el('td', { class: 'date' }, dateOf(ev) || '—'),
        el('td', {},
          el('div', { class: 'type' }, el('span', { class: 'swatch', style: { background: t.color } }),
            ev.type.acled_event_type || ev.type.plover),
          el('div', { class: 'sub' }, ev.type.acled_sub_event_type || '', ' ',
            el('span', { class: 'chip', title: 'PLOVER category' }, ev.type.plover + (ev.type.mode ? ' · ' + ev.type.mode : '')),
            ' ', auxChips(ev))),
        partyCell(ev.actor),
        partyCell(ev.target, 'opt'),
        el('td', {}, placeText(ev.place) || '—', ev.place ? el('div', { class: 'sub', title: placeHow(ev.place, true) }, placeHow(ev.place)) : ''),
        el('td', { class: 'num' }, ev.killed ? figure(ev.killed) : ''),
        el('td', { class: 'opt' }, saysWho(ev), reportsChip(reports.get(ev.cluster))));
    });
    tbody.replaceChildren(...rows);
    const empty = $('table-empty');
    empty.hidden = rows.length > 0;
    if (!rows.length) {
      const filtered = [...params().keys()].length > 0;
      empty.replaceChildren(filtered
        ? el('span', {}, 'No events match these filters. ', el('a', { href: '#', onclick: (e) => { e.preventDefault(); resetFilters(); } }, 'Reset the filters'))
        : el('span', {}, 'No events stored yet. Add a story with the button above, load files and feeds into this store with ',
          el('code', {}, 'sitrep ingest'), ', or POST one to ', el('code', {}, 'api/stories'), '.'));
    }
    $('more').hidden = !state.next;
    $('table-hint').textContent = state.next
      ? `showing the newest ${state.events.length.toLocaleString()}; narrow the filters or load more`
      : `${state.events.length.toLocaleString()} shown, newest first (undated last)`;
  }

  // ---- selection and the story view

  async function select(id) {
    state.selected = id;
    syncURL();
    for (const tr of document.querySelectorAll('#events tbody tr')) {
      tr.classList.toggle('selected', tr.dataset.id === id);
      if (tr.dataset.id === id) tr.scrollIntoView({ block: 'nearest' });
    }
    highlightMarker();
    const ev = state.events.find((e) => e.id === id);
    let storyID = ev && ev.story_id;
    try {
      if (!storyID) storyID = (await api('api/events/' + encodeURIComponent(id))).story_id;
      if (!state.story || state.story.id !== storyID) state.story = await api('api/stories/' + encodeURIComponent(storyID));
      const sel = state.story.events.find((e) => e.id === id);
      state.cluster = null;
      if (sel && sel.cluster) state.cluster = await api('api/clusters/' + encodeURIComponent(sel.cluster));
    } catch (e) {
      showError(e.message);
      return;
    }
    if (state.selected === id) renderStory();
  }

  // firstWords returns the start of text up to max characters, cut at a
  // word, with an ellipsis when cut.
  function firstWords(text, max) {
    const t = text.replace(/\s+/g, ' ').trim();
    if (t.length <= max) return t;
    const cut = t.lastIndexOf(' ', max);
    return t.slice(0, cut > 0 ? cut : max) + '…';
  }

  function renderStory() {
    const st = state.story;
    $('story').hidden = false;
    document.body.classList.add('story-open');
    // A story without a title (CSV and plain text often have none) is
    // named by its first words, marked as such, rather than "Untitled".
    $('story-title').textContent = st.title || firstWords(st.text || '', 90) || 'Untitled story';
    $('story-title').classList.toggle('untitled', !st.title);
    $('story-title').title = st.title ? '' : 'the story has no title: these are its first words';
    const meta = [st.source, st.published ? String(st.published).slice(0, 10) : 'date unknown'].filter(Boolean).join(' · ');
    const link = /^https?:\/\//i.test(st.url || '') ? el('a', { href: st.url, target: '_blank', rel: 'noopener noreferrer' }, 'original') : '';
    $('story-meta').replaceChildren(meta, link ? ' · ' : '', link);
    $('story-events').replaceChildren(el('h2', {}, `${st.events.length} event${st.events.length === 1 ? '' : 's'} in this story`),
      ...st.events.map(eventCard));
    renderText();
    if (state.map) state.map.invalidateSize();
    const first = document.querySelector('#story-text .ev-trigger') || document.querySelector('#story-text .ev-evidence');
    if (first) first.scrollIntoView({ block: 'center' });
    const card = document.querySelector('.event-card.selected');
    if (card) card.scrollIntoView({ block: 'nearest' });
  }

  function eventCard(ev) {
    const on = ev.id === state.selected;
    const t = typeOf(ev);
    const head = el('h3', {}, el('span', { class: 'swatch', style: { background: t.color } }),
      ev.type.acled_sub_event_type || ev.type.acled_event_type || ev.type.plover,
      el('span', { class: 'chip', title: 'PLOVER category' }, ev.type.plover + (ev.type.mode ? ' · ' + ev.type.mode : '')),
      auxChips(ev));
    const who = el('p', { class: 'who' }, el('span', { class: 'ev-actor' }, ev.actor ? ev.actor.text : 'unknown actor'),
      ' → ', el('span', { class: 'ev-target' }, ev.target ? ev.target.text : 'no target'));
    if (!on) return el('div', { class: 'event-card', 'data-id': ev.id, onclick: () => select(ev.id) }, head, who);
    const facts = el('dl', { class: 'facts' });
    const fact = (k, ...v) => facts.append(el('dt', {}, k), el('dd', {}, ...v));
    if (ev.time) fact('When', ev.time.date, ev.time.end ? ' to ' + ev.time.end : '', el('span', { class: 'sub' }, ` (${ev.time.precision}${ev.time.resolved_from === 'published' ? ', from the publication date' : ''})`));
    if (ev.place) fact('Where', placeText(ev.place), el('span', { class: 'sub' }, ` (${placeHow(ev.place, true)})`));
    if (ev.actor && partyCode(ev.actor)) fact('Actor', partyCode(ev.actor));
    if (ev.target && partyCode(ev.target)) fact('Target', partyCode(ev.target));
    for (const k of ['killed', 'injured', 'arrested']) if (ev[k]) fact(k[0].toUpperCase() + k.slice(1), figure(ev[k]), el('span', { class: 'sub' }, ` “${ev[k].text}”`));
    fact('Confidence', (ev.confidence || 0).toFixed(2));
    const card = el('div', { class: 'event-card selected', 'data-id': ev.id }, head, who, facts);
    card.append(el('h4', {}, 'Who says so'));
    card.append(ev.claims && ev.claims.length
      ? el('ul', { class: 'claims' }, ev.claims.map((c, i) => el('li', {
        onmouseenter: () => claimFocus(i, true), onmouseleave: () => claimFocus(i, false),
      }, el('span', { class: 'kind' }, c.kind.replace(/_/g, ' ')), ' ',
      el('b', {}, c.claimant.text), c.anonymous ? el('span', { class: 'chip' }, 'anonymous') : '', ' ', c.verb,
      c.says && c.says.killed !== undefined ? el('div', { class: 'sub' }, `says ${c.says.killed} killed`) : '',
      c.says && c.says.perpetrator ? el('div', { class: 'sub' }, `says it was ${c.says.perpetrator.text}`) : '')))
      : el('p', { class: 'sub' }, 'No source is named in the story.'));
    card.append(clusterView(ev));
    return card;
  }

  function clusterView(ev) {
    const c = state.cluster;
    if (!c || !ev.cluster) return '';
    const members = c.members || [];
    const box = el('div', {}, el('h4', {}, members.length > 1
      ? `Sources: ${members.length} reports of this incident`
      : 'Sources: no other story tells this incident'));
    const killed = c.figures && c.figures.killed;
    if (killed && members.length > 1) {
      box.append(el('p', { class: 'figures' }, 'Killed, across sources: ', el('b', {}, String(killed.best)),
        killed.low !== killed.high ? ` (reported ${killed.low}–${killed.high})` : ''));
    }
    if (members.length > 1) {
      box.append(el('ul', { class: 'sources' }, members.map((m) => {
        const s = m.story || {};
        const here = m.event.id === ev.id;
        const title = s.title || 'untitled story';
        return el('li', {},
          here ? el('b', {}, title) : el('a', { href: '#', onclick: (e) => { e.preventDefault(); select(m.event.id); } }, title),
          el('div', { class: 'sub' }, [s.source, s.published ? String(s.published).slice(0, 10) : '',
            m.event.killed ? figure(m.event.killed) + ' killed' : ''].filter(Boolean).join(' · ')));
      })));
    }
    if (killed && killed.claims && killed.claims.length > 1) {
      box.append(el('h4', {}, 'Death tolls given'));
      box.append(el('ul', { class: 'claims' }, killed.claims.map((cl) => el('li', {},
        el('b', {}, String(cl.best)), cl.qualifier ? ` (${cl.qualifier})` : '', ' — ',
        cl.claimant ? el('span', {}, el('span', { class: 'kind' }, (cl.kind || 'reported').replace(/_/g, ' ')), ' ', cl.claimant) : 'the story',
        el('div', { class: 'sub' }, cl.source || cl.story)))));
    }
    return box;
  }

  function claimFocus(i, on) {
    for (const m of document.querySelectorAll(`#story-text [data-claims~="${i}"]`)) m.classList.toggle('ev-claim-active', on);
  }

  // byteIndex maps UTF-8 byte offsets (the API's spans) to string indexes.
  function byteIndex(text) {
    const len = (cp) => (cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4);
    let bytes = 0;
    for (const ch of text) bytes += len(ch.codePointAt(0));
    const map = new Int32Array(bytes + 1);
    let b = 0, i = 0;
    for (const ch of text) {
      const n = len(ch.codePointAt(0));
      for (let k = 0; k < n; k++) map[b + k] = i;
      b += n;
      i += ch.length;
    }
    map[b] = i;
    return map;
  }

  function renderText() {
    const st = state.story;
    const text = st.text || '';
    const idx = byteIndex(text);
    const max = idx.length - 1;
    const marks = [];
    const add = (span, cls, extra) => {
      if (!span || !(span.end > span.start) || span.start < 0 || span.end > max) return;
      marks.push(Object.assign({ s: idx[span.start], e: idx[span.end], cls }, extra));
    };
    const ev = st.events.find((e) => e.id === state.selected);
    for (const o of st.events) if (o !== ev) add(o.trigger, 'ev-other', { other: o.id });
    if (ev) {
      for (const s of ev.evidence || []) add(s, 'ev-evidence');
      for (const s of ev.mentions || []) add(s, 'ev-trigger');
      add(ev.trigger, 'ev-trigger');
      if (ev.actor) add(ev.actor.span, 'ev-actor');
      if (ev.target) add(ev.target.span, 'ev-target');
      if (ev.place && ev.place.resolved_from !== 'story') add(ev.place.span, 'ev-place');
      if (ev.time) add(ev.time.span, 'ev-time');
      for (const k of ['killed', 'injured', 'arrested']) if (ev[k]) add(ev[k].span, 'ev-count');
      (ev.claims || []).forEach((c, i) => {
        add(c.claimant && c.claimant.span, 'ev-claimant');
        add(c.span, '', { claim: i });
      });
    }
    const cuts = new Set([0, text.length]);
    for (const m of marks) { cuts.add(m.s); cuts.add(m.e); }
    const points = [...cuts].sort((a, b) => a - b);
    const out = [];
    for (let k = 0; k + 1 < points.length; k++) {
      const a = points[k], b = points[k + 1];
      const seg = text.slice(a, b);
      const over = marks.filter((m) => m.s <= a && b <= m.e);
      if (!over.length) { out.push(document.createTextNode(seg)); continue; }
      const cls = [...new Set(over.map((m) => m.cls).filter(Boolean))];
      const claims = over.filter((m) => m.claim !== undefined).map((m) => m.claim);
      const other = over.find((m) => m.other);
      const node = el(cls.length ? 'mark' : 'span', { class: cls.join(' ') || null, 'data-claims': claims.length ? claims.join(' ') : null }, seg);
      if (other && !cls.includes('ev-trigger')) {
        node.title = 'another event in this story: click to see it';
        node.addEventListener('click', () => select(other.other));
      }
      out.push(node);
    }
    $('story-text').replaceChildren(...out);
  }

  function closeStory() {
    state.selected = '';
    state.story = null;
    $('story').hidden = true;
    document.body.classList.remove('story-open');
    syncURL();
    for (const tr of document.querySelectorAll('#events tbody tr.selected')) tr.classList.remove('selected');
    highlightMarker();
    if (state.map) state.map.invalidateSize();
  }

  // ---- posting a story

  function openPost() {
    $('post-status').textContent = '';
    $('post-status').className = 'status';
    $('post-dialog').showModal();
  }

  async function submitPost(e) {
    e.preventDefault();
    const fd = new FormData($('post-form'));
    const body = {};
    for (const k of ['title', 'text', 'published', 'url', 'source']) body[k] = String(fd.get(k) || '');
    const headers = { 'Content-Type': 'application/json' };
    const token = String(fd.get('token') || '');
    if (token) headers.Authorization = 'Bearer ' + token;
    const status = $('post-status');
    status.className = 'status';
    status.textContent = 'Coding…';
    $('post-submit').disabled = true;
    try {
      const res = await api('api/stories', { method: 'POST', headers, body: JSON.stringify(body) });
      const n = (res.events || []).length;
      status.textContent = `${res.created ? 'Stored' : 'Already stored'}: ${n} event${n === 1 ? '' : 's'}.`;
      $('post-form').reset();
      $('post-dialog').close();
      await load();
      if (n) select(res.events[0].id);
    } catch (err) {
      status.className = 'status bad';
      status.textContent = err.message;
      if (err.status === 401) $('token-row').hidden = false;
    } finally {
      $('post-submit').disabled = false;
    }
  }

  // ---- set-up

  function resetFilters() {
    form.reset();
    $('f-bbox').checked = false;
    load();
  }

  // countryLabels names the countries, at the centre of each one's largest
  // part; small countries are named only when zoomed in.
  function countryLabels(map, features) {
    const labels = [];
    for (const f of features) {
      const name = f.properties && f.properties.name;
      const g = f.geometry;
      if (!name || !g) continue;
      const polys = g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : [];
      let best = null;
      for (const poly of polys) {
        const b = L.latLngBounds(poly[0].map(([lon, lat]) => [lat, lon]));
        const area = (b.getEast() - b.getWest()) * (b.getNorth() - b.getSouth());
        if (!best || area > best.area) best = { b, area };
      }
      if (!best) continue;
      const minZoom = best.area > 300 ? 2 : best.area > 30 ? 3 : best.area > 3 ? 4 : 5;
      const icon = L.divIcon({ className: 'country-label', html: el('span', {}, name), iconSize: null });
      labels.push({ minZoom, marker: L.marker(best.b.getCenter(), { icon, interactive: false, keyboard: false }) });
    }
    const layer = L.layerGroup().addTo(map);
    const show = () => {
      const z = map.getZoom();
      for (const l of labels) {
        const on = z >= l.minZoom;
        if (on !== layer.hasLayer(l.marker)) on ? layer.addLayer(l.marker) : layer.removeLayer(l.marker);
      }
    };
    map.on('zoomend', show);
    show();
  }

  async function initMap() {
    const map = L.map('map', { minZoom: 1, maxZoom: 11, zoomSnap: 0.5, worldCopyJump: true, preferCanvas: true });
    map.setView([15, 10], 2);
    map.attributionControl.setPrefix('Leaflet');
    map.attributionControl.addAttribution('Natural Earth');
    state.map = map;
    state.layer = L.layerGroup().addTo(map);
    map.on('moveend', () => { if ($('f-bbox').checked) reloadSoon(); });
    try {
      const topo = await fetch('vendor/world-atlas/countries-50m.json').then((r) => r.json());
      const land = topojson.feature(topo, topo.objects.countries);
      // The base map has its own pane under the country names (marker
      // pane) and the events (overlay pane).
      map.createPane('base').style.zIndex = 250;
      L.geoJSON(land, {
        pane: 'base',
        renderer: L.canvas({ pane: 'base' }),
        interactive: false,
        style: { color: '#c9c3b6', weight: 0.8, fillColor: '#f7f5f0', fillOpacity: 1 },
      }).addTo(map);
      countryLabels(map, land.features);
    } catch (e) {
      showError('The base map failed to load: ' + e.message);
    }
  }

  // setField fills a filter from the page's address. A list takes the
  // option meant in any case ("plover=assault"); one it does not hold
  // leaves it at Any rather than blank, and the filter then unset.
  function setField(field, v) {
    if (field.tagName !== 'SELECT') {
      field.value = v;
      return;
    }
    const o = [...field.options].find((o) => o.value.toLowerCase() === v.toLowerCase());
    field.value = o ? o.value : '';
  }

  function init() {
    for (const t of TYPES) $('f-acled').append(el('option', { value: t.name }, t.name));
    for (const p of PLOVER) $('f-plover').append(el('option', { value: p }, p));
    const q = new URLSearchParams(location.search);
    for (const f of FIELDS) if (q.has(f) && form.elements[f]) setField(form.elements[f], q.get(f));
    form.addEventListener('change', load);
    form.addEventListener('input', (e) => { if (e.target.type === 'search' || e.target.type === 'text' || e.target.type === 'number') reloadSoon(); });
    form.addEventListener('submit', (e) => { e.preventDefault(); load(); });
    $('reset').addEventListener('click', resetFilters);
    $('more').addEventListener('click', loadMore);
    $('story-close').addEventListener('click', closeStory);
    $('add-story').addEventListener('click', openPost);
    $('post-cancel').addEventListener('click', () => $('post-dialog').close());
    $('post-form').addEventListener('submit', submitPost);
    // The timeline is drawn to its width: redraw it when that changes.
    let width = 0;
    new ResizeObserver(([e]) => {
      if (Math.abs(e.contentRect.width - width) < 1) return;
      width = e.contentRect.width;
      renderTimeline();
    }).observe($('timeline'));
    initMap().then(async () => {
      await load();
      const countries = [...new Set(state.events.map((e) => e.place && e.place.country).filter(Boolean))].sort();
      $('countries').replaceChildren(...countries.map((c) => el('option', { value: c })));
      if (q.get('event')) select(q.get('event'));
    });
  }

  init();
})();
