// The explorer page: draws the session's frames, sends scrolls and commands, plots passes, listens for reloads.
"use strict";

const $ = (id) => document.getElementById(id);
let state = null;            // the last state the server sent
let pending = 0;             // scroll distance not yet sent
let inFlight = false;        // a command is on its way
/** A drawn collection view: its viewport, its content layer, and element key → div. */
const pane = (suffix) => ({ viewport: $(`viewport${suffix}`), content: $(`content${suffix}`),
  insetTop: $(`inset-top${suffix}`), insetBottom: $(`inset-bottom${suffix}`), drawn: new Map() });
let panes = null;            // the page's session ("main") and the side-by-side one ("compare")
let comparing = false;       // a side-by-side session runs
const steps = [];            // round-trip times of scroll steps, ms
let minimap = null;          // the last minimap (asked for apart from the state: it visits the whole content)
let minimapAsked = false;    // a minimap request is on its way
let minimapStale = false;    // the state changed since it was asked for

/** A number as the terminal prints it: to the thousandth, without trailing zeros. */
function fmt(value) {
  const rounded = Math.round(value * 1000) / 1000;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

function keyOf(e) { return `${e.category}|${e.kind ?? ""}|${e.section}|${e.item}`; }

async function fetchState() {
  const response = await fetch("/api/state");
  render(await response.json());
}

/** Sends one explorer command; shows its output and the state after it. */
async function command(line, quiet = false) {
  inFlight = true;
  const started = performance.now();
  try {
    const response = await fetch("/api/command", { method: "POST", body: line, headers: { "Content-Type": "text/plain" } });
    if (!response.ok) { showOutput(`${line}: ${response.status} ${await response.text()}`); return null; }
    const result = await response.json();
    render(result.state);
    if (result.compare) renderComparison(result.compare);
    const elapsed = performance.now() - started;
    if (!quiet || result.failed) showOutput(`> ${line}\n${result.output}`);
    return { ...result, elapsed };
  } finally {
    inFlight = false;
  }
}

function showOutput(text) { $("output").textContent = text; }

// MARK: Scrolling

function scrollBy(delta) {
  pending += delta;
  sendScroll();
}

async function sendScroll() {
  if (state && state.screen) { pending = 0; return; }   // a screen is drawn whole: there is nothing to scroll
  if (inFlight || pending === 0 || !state) return;
  // By the distance moved, as a finger does: a side-by-side session moves as far from where its policy keeps it.
  const line = pending >= 0 ? `scroll +${fmt(pending)}` : `scroll ${fmt(pending)}`;
  pending = 0;
  const result = await command(line, true);
  if (result) {
    steps.push(result.elapsed);
    window.__lastScrollStepMs = result.elapsed;
    const sorted = [...steps].sort((a, b) => a - b);
    $("timing").textContent = `scroll step ${result.elapsed.toFixed(1)} ms (median ${sorted[sorted.length >> 1].toFixed(1)} ms of ${steps.length})\n`
      + result.output.split("\n").slice(1).join(" ");
    showOutput(`> ${line}\n${result.output}`);
  }
  if (pending !== 0) sendScroll();
}

function installScrolling() {
  for (const viewport of [$("viewport"), $("viewport-b")]) installScrollingOn(viewport);
  $("minimap").addEventListener("click", (event) => {
    if (!state) return;
    const box = $("minimap").getBoundingClientRect();
    const viewportLength = state.session.axis === "vertical" ? state.session.height : state.session.width;
    const length = state.session.axis === "vertical" ? state.session.contentSize.height : state.session.contentSize.width;
    const target = (event.clientY - box.top) / box.height * length - viewportLength / 2;
    command(`scroll ${fmt(target)}`);
  });
}

/** Wheel, trackpad and drag on a viewport scroll the session (and the side-by-side one with it). */
function installScrollingOn(viewport) {
  viewport.addEventListener("wheel", (event) => {
    event.preventDefault();
    const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? viewport.clientHeight : 1;
    const vertical = !state || state.session.axis === "vertical";
    const delta = vertical ? event.deltaY : (event.deltaX || event.deltaY);
    scrollBy(delta * unit);
  }, { passive: false });
  let last = null;
  viewport.addEventListener("pointerdown", (event) => { last = event; viewport.setPointerCapture(event.pointerId); });
  viewport.addEventListener("pointermove", (event) => {
    if (!last) return;
    const vertical = state.session.axis === "vertical";
    scrollBy(vertical ? last.clientY - event.clientY : last.clientX - event.clientX);
    last = event;
  });
  const release = () => { last = null; };
  viewport.addEventListener("pointerup", release);
  viewport.addEventListener("pointercancel", release);
}

// MARK: Drawing

function render(next) {
  if (next.failure) { showError(next.failure); return; }
  if (next.screen) { renderScreen(next); return; }
  document.body.classList.remove("screen-mode");
  state = next;
  const s = state.session;
  showSession(s);
  fillSelect("policy", s.policies, s.policy);
  fillSelect("model", s.models, s.model);
  if (document.activeElement !== $("width")) $("width").value = s.width;
  drawViewport(s, state.dump.elements, panes.main);
  drawMinimapWindow(s);
  refreshMinimap();
  drawStats(state.stats);
  drawTimeline(state.passes);
  $("legend").innerHTML = "";
  for (const line of state.legend) { const p = document.createElement("p"); p.textContent = line; $("legend").append(p); }
  fillComparisons();
  document.body.dataset.version = s.version;
  document.body.dataset.offset = s.offset;
}

// MARK: Screens

/** A screen (a script returning a view controller): the device, its bars and guides, and every view that shows, at
 *  its frame in the window; a collection view's cells clipped to it at its content offset. */
function renderScreen(next) {
  state = next;
  const s = next.session, screen = next.screen;
  document.body.classList.add("screen-mode");
  showSession(s);
  const { viewport, content, insetTop, insetBottom, drawn } = panes.main;
  viewport.style.width = `${s.width}px`;
  viewport.style.height = `${s.height}px`;
  content.style.transform = "";
  insetTop.style.cssText = "display: none";
  insetBottom.style.cssText = "display: none";
  drawn.clear();
  content.replaceChildren();
  const box = (className, frame, title) => {
    const div = document.createElement("div");
    div.className = className;
    Object.assign(div.style, { left: `${frame.x}px`, top: `${frame.y}px`, width: `${frame.width}px`, height: `${frame.height}px` });
    if (title) div.title = title;
    content.append(div);
    return div;
  };
  const visit = (view) => {
    if (view.visible) drawScreenView(box, view);
    for (const subview of view.subviews) visit(subview);
  };
  if (screen.view) visit(screen.view);
  for (const bar of screen.bars) {
    const div = box(`bar ${bar.name}${bar.largeTitle ? " large" : ""}`, bar.frame, bar.name);
    if (bar.title) { const span = document.createElement("span"); span.textContent = bar.title; div.append(span); }
  }
  for (const guide of screen.guides) {
    if (guide.name === "safeAreaLayoutGuide" || guide.name === "layoutMarginsGuide") {
      box(`guide ${guide.name}`, guide.frame, guide.name).dataset.guide = guide.name;
    }
  }
  document.body.dataset.version = s.version;
}

/** One view in the window: its box, its text at its size, and a collection view's elements under it. */
function drawScreenView(box, view) {
  const isText = view.text !== undefined;
  const kind = /ImageView/.test(view.class) ? "image" : isText ? "label" : "view";
  const div = box(`screen-view ${kind}`, view.frameInWindow, view.name ? `${view.class} "${view.name}"` : view.class);
  div.dataset.name = view.name ?? "";
  div.dataset.class = view.class;
  if (isText) {
    div.textContent = view.text;
    if (view.pointSize) div.style.fontSize = `${view.pointSize}px`;
  }
  if (!view.collection) return;
  const offset = view.scroll ? view.scroll.contentOffset : { x: 0, y: 0 };
  const layer = document.createElement("div");
  layer.className = "content";
  layer.style.transform = `translate(${-offset.x}px, ${-offset.y}px)`;
  for (const element of view.collection.elements) {
    const cell = document.createElement("div");
    cell.className = `element ${element.category}${element.estimated ? " estimated" : ""}`;
    Object.assign(cell.style, { left: `${element.frame.x}px`, top: `${element.frame.y}px`,
      width: `${element.frame.width}px`, height: `${element.frame.height}px` });
    cell.dataset.key = keyOf(element);
    drawSubviews(cell, element);
    layer.append(cell);
  }
  div.classList.add("collection");
  div.append(layer);
}

/** The heading, the error and the device menus of a session, a layout's or a screen's. */
function showSession(s) {
  $("script").textContent = s.script;
  $("status").textContent = s.status;
  showError(s.error);
  fillSelect("device", s.devices, s.device);
  fillSelect("orientation", s.orientations, s.orientation);
  fillSelect("direction", s.directions, s.direction);
  fillSelect("category", s.categories, s.category);
}

function showError(text) {
  $("error").hidden = !text;
  $("error").textContent = text ? `The script failed; the previous layout stays.\n${text}` : "";
}

function fillSelect(id, names, current) {
  const select = $(id);
  if (select.options.length !== names.length) {
    select.innerHTML = "";
    for (const name of names) select.append(new Option(name, name));
  }
  select.value = current;
}

/** The side-by-side session: its device, its jumps, and what its last command printed. */
function renderComparison(compare) {
  comparing = true;
  $("compare-column").hidden = false;
  const s = compare.state.session;
  $("compare-title").textContent = `${compare.setting} (${s.status})`;
  drawViewport(s, compare.state.dump.elements, panes.compare);
  drawStats(compare.state.stats, "b-");
  if (compare.output) $("compare-output").textContent = compare.output;
  document.body.dataset.compareVersion = s.version;
  document.body.dataset.compareOffset = s.offset;
}

function drawViewport(s, elements, { viewport, content, insetTop, insetBottom, drawn }) {
  viewport.style.width = `${s.width}px`;
  viewport.style.height = `${s.height}px`;
  const vertical = s.axis === "vertical";
  content.style.transform = vertical ? `translateY(${-s.offset}px)` : `translateX(${-s.offset}px)`;
  insetTop.style.cssText = `top: 0; height: ${s.inset.top}px`;
  insetBottom.style.cssText = `bottom: 0; height: ${s.inset.bottom}px`;
  const seen = new Set();
  for (const element of elements) {
    const key = keyOf(element);
    seen.add(key);
    let div = drawn.get(key);
    const fresh = !div;
    if (fresh) {
      div = document.createElement("div");
      div.classList.add("moving-off");
      drawn.set(key, div);
      content.append(div);
    }
    div.className = `element ${element.category}${element.estimated ? " estimated" : ""}${fresh ? " moving-off" : ""}`;
    div.dataset.key = key;
    div.dataset.section = element.section;
    div.dataset.item = element.item;
    div.dataset.estimated = element.estimated ? "true" : "false";
    // A carousel's handler may transform a cell: draw its bounds around its center with the same matrix, so the
    // box drawn is the frame (its bounding box), as in UIKit.
    const f = untransformedFrame(element);
    const t = element.transform;
    Object.assign(div.style, { left: `${f.x}px`, top: `${f.y}px`, width: `${f.width}px`, height: `${f.height}px`,
      zIndex: String(element.zIndex), opacity: element.hidden ? "0" : String(element.alpha ?? 1),
      transform: t ? `matrix(${t.a}, ${t.b}, ${t.c}, ${t.d}, ${t.tx}, ${t.ty})` : "" });
    drawSubviews(div, element);
    if (fresh) requestAnimationFrame(() => div.classList.remove("moving-off"));
  }
  for (const [key, div] of drawn) {
    if (!seen.has(key)) { div.remove(); drawn.delete(key); }
  }
}

/** The frame without the transform: the bounds around the center, as the dumps solve it (docs/dump-format.md). */
function untransformedFrame(element) {
  const f = element.frame, t = element.transform;
  if (!t) return f;
  const determinant = Math.abs(t.a) * Math.abs(t.d) - Math.abs(t.c) * Math.abs(t.b);
  if (Math.abs(determinant) < 1e-9) return f;
  const width = (f.width * Math.abs(t.d) - f.height * Math.abs(t.c)) / determinant;
  const height = (Math.abs(t.a) * f.height - Math.abs(t.b) * f.width) / determinant;
  const cx = f.x + f.width / 2 - t.tx, cy = f.y + f.height / 2 - t.ty;
  return { x: cx - width / 2, y: cy - height / 2, width, height };
}

/** The element's views, each in its superview: labels' text at its point size, images hatched, others outlined. */
function drawSubviews(div, element) {
  div.replaceChildren();
  const tag = document.createElement("span");
  tag.className = "tag";
  tag.textContent = element.category === "cell" ? `${element.section}.${element.item}` : (element.kind ?? "");
  div.append(tag);
  const visit = (subviews, parent) => {
    for (const view of subviews ?? []) {
      const f = view.frame;
      const child = document.createElement("div");
      const isLabel = view.text !== undefined || /Label|TextField|TextView|Button/.test(view.class);
      child.className = `subview ${/ImageView/.test(view.class) ? "image" : isLabel ? "label" : "view"}`;
      Object.assign(child.style, { left: `${f.x}px`, top: `${f.y}px`, width: `${f.width}px`, height: `${f.height}px` });
      if (view.text !== undefined) {
        child.textContent = view.text;
        if (view.pointSize) child.style.fontSize = `${view.pointSize}px`;
      }
      child.title = view.name ? `${view.class} "${view.name}"` : view.class;
      parent.append(child);
      visit(view.subviews, child);
    }
  };
  visit(element.subviews, div);
}

/** Asks for the minimap once the state changed, one request at a time, so a scroll step never waits for it. */
async function refreshMinimap() {
  if (minimapAsked) { minimapStale = true; return; }
  minimapAsked = true;
  minimapStale = false;
  try {
    const response = await fetch("/api/minimap");
    if (response.ok) { minimap = await response.json(); drawMinimapBands(); }
  } finally {
    minimapAsked = false;
  }
  if (minimapStale) refreshMinimap();
}

function drawMinimapBands() {
  if (!minimap || !state) return;
  const height = state.session.height;
  const bands = minimap.bands;
  const container = $("minimap-bands");
  container.replaceChildren();
  bands.forEach((estimated, index) => {
    if (estimated === null) return;
    const band = document.createElement("div");
    band.style.top = `${index / bands.length * height}px`;
    band.style.height = `${Math.max(1, height / bands.length)}px`;
    band.style.background = estimated > 0 ? `rgba(199, 199, 204, ${0.25 + 0.6 * estimated})` : "rgba(10, 132, 255, 0.35)";
    container.append(band);
  });
}

/** The visible window over the whole content. */
function drawMinimapWindow(s) {
  const height = s.height;
  $("minimap").style.height = `${height}px`;
  const length = Math.max(s.axis === "vertical" ? s.contentSize.height : s.contentSize.width, 1);
  const viewportLength = s.axis === "vertical" ? s.height : s.width;
  const windowBox = $("minimap-window");
  windowBox.style.top = `${Math.max(0, s.offset) / length * height}px`;
  windowBox.style.height = `${Math.max(4, viewportLength / length * height)}px`;
}

function drawStats(stats, prefix = "") {
  const show = (id, text) => { $(`${prefix}${id}`).textContent = text; };
  show("stat-total-jump", fmt(stats.totalVisibleJump));
  show("stat-max-jump", fmt(stats.maximumVisibleJump));
  show("stat-total-reflow", fmt(stats.totalReflow));
  show("stat-max-reflow", fmt(stats.maximumReflow));
  show("stat-runs", stats.runs);
  show("stat-passes", stats.passes);
  show("stat-measurements", stats.measurements);
  show("stat-churn", fmt(stats.contentSizeChurn));
}

/** Content size and offset as lines (one scale), visible jump and reflow as bars around a zero line. */
function drawTimeline(passes) {
  const svg = $("timeline");
  const width = 960, top = 8, plot = 90, barsMiddle = 135, barsHalf = 28;
  const ns = "http://www.w3.org/2000/svg";
  const make = (name, attributes, title) => {
    const node = document.createElementNS(ns, name);
    for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
    if (title) { const t = document.createElementNS(ns, "title"); t.textContent = title; node.append(t); }
    svg.append(node);
    return node;
  };
  svg.replaceChildren();
  if (passes.length === 0) return;
  const step = width / Math.max(passes.length, 1);
  const lengths = passes.flatMap((p) => [p.contentSize, p.offset]);
  const high = Math.max(...lengths, 1), low = Math.min(0, ...lengths);
  const y = (value) => top + plot - (value - low) / (high - low) * plot;
  const moves = Math.max(1, ...passes.flatMap((p) => [Math.abs(p.visibleJump), Math.abs(p.reflow)]));
  make("line", { x1: 0, x2: width, y1: barsMiddle, y2: barsMiddle, stroke: "#d1d1d6" });
  let previousRun = null;
  passes.forEach((p, index) => {
    const x = index * step;
    if (p.run !== previousRun) make("line", { x1: x, x2: x, y1: top, y2: barsMiddle + barsHalf, stroke: "#eee" });
    previousRun = p.run;
    const label = `run ${p.run} pass ${p.number}: ${p.measured} measured; content ${fmt(p.contentSize)}; offset ${fmt(p.offset)}; `
      + `visible jump ${fmt(p.visibleJump)} pt; reflow ${fmt(p.reflow)} pt`;
    const bar = (value, color, shift) => {
      const h = Math.abs(value) / moves * barsHalf;
      make("rect", { x: x + shift, width: Math.max(1, step / 2 - 1), y: value >= 0 ? barsMiddle - h : barsMiddle,
        height: Math.max(value === 0 ? 0 : 1, h), fill: color, class: "pass" }, label);
    };
    bar(p.visibleJump, "#ff3b30", 0);
    bar(p.reflow, "#a2a2a8", step / 2);
  });
  const line = (field, color) => make("polyline", { fill: "none", stroke: color, "stroke-width": 1.5,
    points: passes.map((p, i) => `${i * step + step / 2},${y(p[field])}`).join(" ") });
  line("contentSize", "#0a84ff");
  line("offset", "#34c759");
  make("text", { x: 4, y: top + 10, "font-size": 10, fill: "#555" }).textContent = `${fmt(high)} pt`;
  make("text", { x: 4, y: barsMiddle - barsHalf + 10, "font-size": 10, fill: "#555" }).textContent = `±${fmt(moves)} pt`;
}

// MARK: Controls and events

function installControls() {
  for (const id of ["device", "orientation", "direction", "category", "policy", "model"]) {
    $(id).addEventListener("change", () => command(`${id} ${$(id).value}`));
  }
  $("goto").addEventListener("click", () => command(`goto ${$("goto-section").value} ${$("goto-item").value}`));
  $("reload").addEventListener("click", () => command("reload"));
  $("compare").addEventListener("change", () => compareWith($("compare").value));
  $("estimate").addEventListener("click",
    () => command(`estimate ${$("estimate-section").value} ${$("estimate-points").value}`));
  $("estimate-off").addEventListener("click", () => command(`estimate ${$("estimate-section").value} off`));
  $("resize").addEventListener("click", () => command(`width ${$("width").value}`));
  $("set-prefetch").addEventListener("click", () => command(`prefetch ${$("prefetch").value}`));
  const run = () => { const line = $("command").value.trim(); if (line) command(line); };
  $("run").addEventListener("click", run);
  $("command").addEventListener("keydown", (event) => { if (event.key === "Enter") run(); });
  $("save").addEventListener("click", async () => {
    const name = $("exploration-name").value.trim();
    const response = await fetch(`/api/exploration?name=${encodeURIComponent(name)}`);
    const text = await response.text();
    if (!response.ok) { showOutput(text); return; }
    $("exploration").hidden = false;
    $("exploration").value = text;
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([text], { type: "application/json" }));
    link.download = `explore-${name}.json`;
    link.click();
  });
}

/** Starts the side-by-side session (`policy <p>` or `model <m>` from the start), or ends it (`off`). */
async function compareWith(setting) {
  const response = await fetch("/api/compare", { method: "POST", body: setting || "off", headers: { "Content-Type": "text/plain" } });
  const result = await response.json().catch(() => null);
  if (!response.ok || !result || result.error) { showOutput(`compare ${setting}: ${result?.error ?? response.status}`); return; }
  if (result.state) { renderComparison(result); return; }
  comparing = false;
  $("compare-column").hidden = true;
  for (const div of panes.compare.drawn.values()) div.remove();
  panes.compare.drawn.clear();
}

/** Fills the comparison menu: every other policy and model. */
function fillComparisons() {
  const select = $("compare");
  if (select.options.length > 1 || !state) return;
  for (const p of state.session.policies) select.append(new Option(`policy ${p}`, `policy ${p}`));
  for (const m of state.session.models) select.append(new Option(`model ${m}`, `model ${m}`));
}

/** Reload events: the script or the feed changed on disk and the server ran it again. */
function listen() {
  const socket = new WebSocket(`ws://${location.host}/api/events`);
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(event.data);
    if (message.event === "reload") {
      fetchState();
      if (comparing) fetch("/api/compare/state").then((r) => r.ok ? r.json() : null).then((c) => c && renderComparison(c));
    }
  });
  socket.addEventListener("close", () => setTimeout(listen, 1000));
}

panes = { main: pane(""), compare: pane("-b") };
installScrolling();
installControls();
fetchState();
listen();
