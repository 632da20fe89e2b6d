'use strict';

const MERGE_WINDOW_MS = 1000;

function insert(pos, text, time) {
  return { kind: 'insert', pos, text, time };
}

function remove(pos, text, time) {
  return { kind: 'delete', pos, text, time };
}

function apply(doc, edit) {
  if (edit.kind === 'insert') return doc.slice(0, edit.pos) + edit.text + doc.slice(edit.pos);
  return doc.slice(0, edit.pos) + doc.slice(edit.pos + edit.text.length);
}

function invert(edit) {
  return { ...edit, kind: edit.kind === 'insert' ? 'delete' : 'insert' };
}

// Consecutive typing at the caret within the merge window becomes one undo step.
function canMerge(prev, next, windowMs = MERGE_WINDOW_MS) {
  return prev.kind === 'insert' && next.kind === 'insert' &&
    next.time - prev.time <= windowMs &&
    next.pos === prev.pos + next.text.length;
}

function merge(prev, next) {
  return { kind: 'insert', pos: prev.pos, text: prev.text + next.text, time: next.time };
}

module.exports = { insert, remove, apply, invert, canMerge, merge, MERGE_WINDOW_MS };
