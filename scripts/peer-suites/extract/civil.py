"""The proleptic Gregorian date of a day count from 1970-01-01, for the extraction scripts that
write instants (their years may be before 1 or, for test262, beyond 9999)."""


def civil_from_days(days):
    """(year, month, day) of `days` since 1970-01-01: March-based 400-year eras (Howard
    Hinnant's civil_from_days), astronomical years (0 is 1 BC)."""
    z = days + 719_468
    era, doe = divmod(z, 146_097)
    yoe = (doe - doe // 1460 + doe // 36_524 - doe // 146_096) // 365
    doy = doe - (365 * yoe + yoe // 4 - yoe // 100)
    mp = (5 * doy + 2) // 153
    day = doy - (153 * mp + 2) // 5 + 1
    month = mp + 3 if mp < 10 else mp - 9
    return yoe + era * 400 + (month <= 2), month, day
