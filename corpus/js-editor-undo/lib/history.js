'use strict';

const { apply, invert, canMerge, merge } = require('./edits');

class History {
  constructor(text = '', { limit = 100 } = {}) {
    this.text = text;
    this.limit = limit;
    this.done = [];
    this.undone = [];
  }

  edit(e) {
    this.text = apply(this.text, e);
    const last = this.done[this.done.length - 1];
    if (last && canMerge(last, e)) {
      this.done[this.done.length - 1] = merge(last, e);
    } else {
      this.done.push(e);
      if (this.done.length > this.limit) this.done.shift();
    }
    this.undone = [];
    return this.text;
  }

  undo() {
    const e = this.done.pop();
    if (!e) return this.text;
    this.text = apply(this.text, invert(e));
    this.undone.push(e);
    return this.text;
  }

  redo() {
    const e = this.undone.pop();
    if (!e) return this.text;
    this.text = apply(this.text, e);
    this.done.push(e);
    return this.text;
  }

  get undoDepth() {
    return this.done.length;
  }
}

module.exports = { History };
