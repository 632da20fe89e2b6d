import unittest

from transitions import Machine, MachineError


class Stuff(object):

    def __init__(self):
        self.level = 1
        self.message = None
        self.entered = []

    def this_passes(self):
        return True

    def this_fails(self):
        return False

    def is_locked(self):
        return self.level > 5

    def set_message(self, message="Hello World!"):
        self.message = message

    def on_enter_C(self):
        self.entered.append('C')


class TestTransitions(unittest.TestCase):

    def setUp(self):
        self.stuff = Stuff()
        self.machine = Machine(self.stuff, states=['A', 'B', 'C'], initial='A')

    def test_simple_transition(self):
        self.machine.add_transition('advance', 'A', 'B')
        self.stuff.advance()
        self.assertEqual(self.stuff.state, 'B')

    def test_transition_from_wrong_state_raises(self):
        self.machine.add_transition('advance', 'B', 'C')
        with self.assertRaises(MachineError):
            self.stuff.advance()

    def test_conditions(self):
        self.machine.add_transition('advance', 'A', 'B', conditions='this_fails')
        self.assertFalse(self.stuff.advance())
        self.assertEqual(self.stuff.state, 'A')
        self.machine.add_transition('advance', 'A', 'C', conditions=['this_passes'])
        self.assertTrue(self.stuff.advance())
        self.assertEqual(self.stuff.state, 'C')

    def test_unless(self):
        self.machine.add_transition('advance', 'A', 'B', unless='this_passes')
        self.assertFalse(self.stuff.advance())
        self.assertEqual(self.stuff.state, 'A')

    def test_unless_falls_through_to_next_transition(self):
        self.stuff.level = 10
        self.machine.add_transition('advance', 'A', 'B', unless=['is_locked'])
        self.machine.add_transition('advance', 'A', 'C')
        self.stuff.advance()
        self.assertEqual(self.stuff.state, 'C')

    def test_before_and_after_callbacks_get_arguments(self):
        self.machine.add_transition('advance', 'A', 'B', before='set_message')
        self.stuff.advance(message="Goodbye")
        self.assertEqual(self.stuff.message, "Goodbye")

    def test_on_enter_callback(self):
        self.machine.get_state('C').on_enter.append('on_enter_C')
        self.machine.add_transition('jump', '*', 'C')
        self.stuff.jump()
        self.assertEqual(self.stuff.entered, ['C'])

    def test_reflexive_transition(self):
        self.machine.add_transition('stay', ['A', 'B'], '=', after='set_message')
        self.stuff.stay()
        self.assertEqual(self.stuff.state, 'A')
        self.assertEqual(self.stuff.message, "Hello World!")

    def test_add_transitions_from_dicts(self):
        self.machine.add_transitions([
            {'trigger': 'go', 'source': 'A', 'dest': 'B', 'unless': 'this_fails'},
            ['back', 'B', 'A'],
        ])
        self.stuff.go()
        self.assertEqual(self.stuff.state, 'B')
        self.stuff.back()
        self.assertEqual(self.stuff.state, 'A')

    def test_send_event(self):
        seen = []
        machine = Machine(states=['A', 'B'], initial='A', send_event=True,
                          after_state_change=lambda event: seen.append(event.kwargs['who']))
        machine.add_transition('advance', 'A', 'B')
        machine.advance(who='me')
        self.assertEqual(machine.state, 'B')
        self.assertEqual(seen, ['me'])


if __name__ == "__main__":
    unittest.main()
