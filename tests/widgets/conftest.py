"""The widget tests share `helpers.py` (clicks as a browser sends them); with pytest's importlib
import mode a test module imports it from this folder."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
