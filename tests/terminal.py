"""What a child process of a test gets from a terminal."""
import signal


def as_from_a_terminal():
    """Ctrl-C's default disposition, as a terminal's foreground job has it (a `preexec_fn`): a
    test run started in the background (`make test &`, nohup) hands its children SIGINT
    ignored, and Python then installs no handler; the command rightly ignores Ctrl-C there."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)
