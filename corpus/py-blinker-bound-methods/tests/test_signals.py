import gc
import unittest

import blinker


class Sentinel(list):
    """A signal receipt accumulator."""

    def make_receiver(self, key):
        """Return a generic signal receiver function logging as *key*."""
        def receiver(*arg, **kw):
            self.append((key, arg, kw))
        return receiver


class Listener:
    def __init__(self, name):
        self.name = name
        self.seen = []

    def on_saved(self, sender, **kw):
        self.seen.append((sender, kw))
        return self.name


class TestSignal(unittest.TestCase):
    def test_send_to_function(self):
        sentinel = Sentinel()
        sig = blinker.Signal()
        receiver = sentinel.make_receiver("a")
        sig.connect(receiver)
        result = sig.send("sender", value=1)
        self.assertEqual(sentinel, [("a", ("sender",), {"value": 1})])
        self.assertEqual(result, [(receiver, None)])

    def test_sender_filtering(self):
        sentinel = Sentinel()
        sig = blinker.Signal()
        one, two = object(), object()
        r1 = sig.connect(sentinel.make_receiver("one"), sender=one, weak=False)
        sig.send(two)
        self.assertEqual(sentinel, [])
        sig.send(one)
        self.assertEqual([key for key, _, _ in sentinel], ["one"])
        sig.disconnect(r1, sender=one)
        self.assertEqual(sig.send(one), [])

    def test_weak_receiver_is_dropped(self):
        sig = blinker.Signal()
        sentinel = Sentinel()
        receiver = sentinel.make_receiver("x")
        sig.connect(receiver)
        del receiver
        gc.collect()
        self.assertEqual(sig.send(), [])
        self.assertEqual(sig.receivers, {})

    def test_bound_methods_of_two_instances(self):
        sig = blinker.Signal()
        alice, bob = Listener("alice"), Listener("bob")
        sig.connect(alice.on_saved)
        sig.connect(bob.on_saved)
        names = sorted(value for _, value in sig.send("doc", rev=2))
        self.assertEqual(names, ["alice", "bob"])
        self.assertEqual(bob.seen, [("doc", {"rev": 2})])

    def test_disconnect_one_bound_method(self):
        sig = blinker.Signal()
        alice, bob = Listener("alice"), Listener("bob")
        sig.connect(alice.on_saved)
        sig.connect(bob.on_saved)
        sig.disconnect(alice.on_saved)
        self.assertEqual([value for _, value in sig.send("doc")], ["bob"])

    def test_same_bound_method_connected_once(self):
        sig = blinker.Signal()
        alice = Listener("alice")
        sig.connect(alice.on_saved)
        sig.connect(alice.on_saved)
        sig.send("doc")
        self.assertEqual(len(alice.seen), 1)

    def test_named_signals(self):
        ns = blinker.Namespace()
        saved = ns.signal("saved", doc="Sent after saving")
        self.assertIs(ns.signal("saved"), saved)
        self.assertEqual(saved.name, "saved")
        self.assertEqual(saved.__doc__, "Sent after saving")

    def test_strong_lambda_stays_connected(self):
        sig = blinker.Signal()
        sig.connect(lambda sender, **kw: sender * 2, weak=False)
        gc.collect()
        self.assertEqual([value for _, value in sig.send(21)], [42])
