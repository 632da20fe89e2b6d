'use strict';

// Listener bookkeeping for Emitter: one array of { fn, once } records per event name.
class ListenerMap {
  constructor() {
    this.byEvent = new Map();
  }

  add(event, fn, once = false) {
    if (typeof fn !== 'function') throw new TypeError('listener must be a function');
    if (!this.byEvent.has(event)) this.byEvent.set(event, []);
    this.byEvent.get(event).push({ fn, once });
  }

  remove(event, fn) {
    const list = this.byEvent.get(event);
    if (!list) return false;
    const index = list.findIndex((entry) => entry.fn === fn);
    if (index === -1) return false;
    list.splice(index, 1);
    if (list.length === 0) this.byEvent.delete(event);
    return true;
  }

  // The records to call for one emit.
  snapshot(event) {
    const list = this.byEvent.get(event) || [];
    return list;
  }

  count(event) {
    return (this.byEvent.get(event) || []).length;
  }
}

module.exports = { ListenerMap };
