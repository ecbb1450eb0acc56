Feature: A private calendar feed
  Each user can subscribe to their calendar from a calendar app (Google Calendar, Outlook, Apple Calendar) through a
  private address. The feed holds what their calendar shows — class sessions, deliver dates and non-school days — from
  a month back to half a year ahead, read as ordinary calendar ranges of at most 100 days. Every entry keeps its UID
  from one fetch to the next, so an app updates it in place. Decisions: docs/decisions/0502-calendar-feed.md

  Scenario: The feed covers a month back and half a year ahead, in ranges a calendar read allows
    When the feed is made on 2026-11-27
    Then it reads the days
      | from       | to         |
      | 2026-10-28 | 2027-02-04 |
      | 2027-02-05 | 2027-05-15 |
      | 2027-05-16 | 2027-05-26 |
    And every range is an allowed calendar read

  Scenario: An entry keeps its UID, and a session's never meets an item's
    Then the UID of the session "9F1C0000-0000-4000-8000-000000000001" is "session-9f1c0000-0000-4000-8000-000000000001@tiza"
    And the UID of the deliver "9f1c0000-0000-4000-8000-000000000001" is "deliver-9f1c0000-0000-4000-8000-000000000001@tiza"
