import unittest
from datetime import datetime, timedelta

from helpdesk.report import breaches, sla_report
from helpdesk.tickets import Ticket, target_for

MON = datetime(2024, 5, 6, 9, 0)


def ticket(key, priority, hours=None):
    resolved = MON + timedelta(hours=hours) if hours is not None else None
    return Ticket(key, priority, MON, resolved)


class SlaReportTest(unittest.TestCase):
    def test_no_resolved_tickets(self):
        report = sla_report([ticket("OPS-1", "high")])
        self.assertEqual(report, {"resolved": 0, "open": 1, "within_sla": None, "median_hours": None})

    def test_targets(self):
        self.assertEqual(target_for(ticket("OPS-1", "urgent")), timedelta(hours=4))
        self.assertEqual(target_for(ticket("OPS-2", "whenever")), timedelta(hours=72))

    def test_all_within_target(self):
        tickets = [ticket("OPS-1", "urgent", 1), ticket("OPS-2", "normal", 30), ticket("OPS-3", "high")]
        report = sla_report(tickets)
        self.assertEqual(report["resolved"], 2)
        self.assertEqual(report["open"], 1)
        self.assertEqual(report["within_sla"], 100.0)

    def test_breaches(self):
        tickets = [ticket("OPS-1", "urgent", 5), ticket("OPS-2", "high", 23.5), ticket("OPS-3", "normal", 80)]
        self.assertEqual(breaches(tickets), ["OPS-1", "OPS-3"])

    def test_report_with_late_tickets(self):
        tickets = [ticket("OPS-1", "urgent", 5), ticket("OPS-2", "high", 2), ticket("OPS-3", "normal", 6.5),
                   ticket("OPS-4", "normal", 100)]
        report = sla_report(tickets)
        self.assertEqual(report["within_sla"], 50.0)
        self.assertEqual(report["median_hours"], 5.75)

    def test_unresolved_tickets_are_not_breaches(self):
        self.assertEqual(breaches([ticket("OPS-9", "urgent")]), [])


if __name__ == "__main__":
    unittest.main()
