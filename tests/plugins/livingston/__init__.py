"""Livingston Ch. 12 (../shared/seeds/002_8540cd4a663a2d61.txt): one test module per ordinance
line a review row turns on (issue 35)."""
