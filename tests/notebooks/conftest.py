"""The `slow` marker: tests that take over a minute. `make test` still runs them; deselect them
while developing with `-m "not slow"`."""


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: takes more than a minute (still run by make test)")
