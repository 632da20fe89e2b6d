'use strict';

const { ListenerMap } = require('./listeners');

// A small synchronous event emitter in the style of Node's EventEmitter.
class Emitter {
  constructor() {
    this.listeners = new ListenerMap();
  }

  on(event, fn) {
    this.listeners.add(event, fn);
    return this;
  }

  once(event, fn) {
    this.listeners.add(event, fn, true);
    return this;
  }

  off(event, fn) {
    this.listeners.remove(event, fn);
    return this;
  }

  // Calls every listener registered for `event`, in order; returns whether there were any.
  emit(event, ...args) {
    const entries = this.listeners.snapshot(event);
    for (const entry of entries) {
      if (entry.once) this.listeners.remove(event, entry.fn);
      entry.fn.apply(this, args);
    }
    return entries.length > 0;
  }

  listenerCount(event) {
    return this.listeners.count(event);
  }
}

module.exports = { Emitter };
