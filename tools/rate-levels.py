#!/usr/bin/env python3
"""Rates the computer levels on the CCERL-2P10-v2 scale.

Reads the CCERL referee's game logs (JSON lines, our engine labelled `L<n>`),
the JSON lines of `chinese-checkers match` runs between levels, and tables
of results already counted (CSV: first, second, won, drawn, lost), and fits
one rating per level by maximum likelihood under the Bradley-Terry (Elo)
model, the baseline bots held at their published ratings. A draw counts as
half a win for each side. Prints each level's rating with a 95% interval
(from the curvature of the likelihood) as a Markdown table.

    tools/rate-levels.py --referee ref-*.jsonl --match match-*.log
    tools/rate-levels.py --results docs/ladder-games.csv
"""

import argparse
import csv
import json
import math
import re

# The baseline bots' ratings on the published list.
ANCHORS = {"random": 0.0, "traffic-greedy": 340.0, "greedy": 481.0, "converter": 511.0, "tt-pvs": 737.0}
SCALE = 400.0 / math.log(10.0)


def referee_games(path):
    """(player a, player b, a's score) for each game of a referee log."""
    starts = {}
    with open(path) as lines:
        for line in lines:
            event = json.loads(line)
            if event["type"] == "ccp_game_start":
                starts[event["game_id"]] = (event["p0"], event["p1"])
            elif event["type"] == "ccp_game_end":
                p0, p1 = starts[event["game_id"]]
                winner = event["winner"]
                yield p0, p1, 0.5 if winner is None else 1.0 - winner


def match_games(path):
    """(player a, player b, a's score) for each game of a two-level match."""
    summary = None
    with open(path) as lines:
        for line in lines:
            if line.startswith("{"):
                summary = json.loads(line)
    if summary is None:
        return
    levels = summary["levels"]
    if len(levels) != 2:
        raise SystemExit(f"{path}: a match of two levels is needed")
    names = [level_label(entry["level"]) for entry in levels]
    wins = [entry["wins"] for entry in levels]
    for _ in range(wins[0]):
        yield names[0], names[1], 1.0
    for _ in range(wins[1]):
        yield names[0], names[1], 0.0
    for _ in range(summary["games"] - sum(wins)):
        yield names[0], names[1], 0.5


def counted_games(path):
    """(player a, player b, a's score) for each game of a table of counted
    results; lines starting with `#` are comments."""
    with open(path) as lines:
        rows = csv.DictReader(line for line in lines if not line.startswith("#"))
        for row in rows:
            for score, column in ((1.0, "won"), (0.5, "drawn"), (0.0, "lost")):
                for _ in range(int(row[column])):
                    yield row["first"], row["second"], score


NAMED = {"Easy": 1, "Medium": 5, "Hard": 9, "Expert": 10}


def level_label(level):
    """`L<n>` for a level as the match's JSON writes it."""
    if isinstance(level, str):
        return f"L{NAMED[level]}"
    if isinstance(level, dict) and "Level" in level:
        return f"L{level['Level']}"
    number = re.search(r"\d+", str(level))
    return f"L{number.group()}"


def fit(games):
    """Ratings of the players not anchored, and their standard errors."""
    players = sorted({p for g in games for p in g[:2] if p not in ANCHORS}, key=lambda p: int(p[1:]))
    index = {p: i for i, p in enumerate(players)}
    ratings = [1000.0] * len(players)

    def rating(p):
        return ANCHORS[p] if p in ANCHORS else ratings[index[p]]

    for _ in range(200):
        gradient = [0.0] * len(players)
        hessian = [[0.0] * len(players) for _ in players]
        for a, b, score in games:
            expected = 1.0 / (1.0 + math.exp((rating(b) - rating(a)) / SCALE))
            weight = expected * (1.0 - expected) / SCALE**2
            for p, sign in ((a, 1.0), (b, -1.0)):
                if p in index:
                    gradient[index[p]] += sign * (score - expected) / SCALE
                    hessian[index[p]][index[p]] += weight
            if a in index and b in index:
                hessian[index[a]][index[b]] -= weight
                hessian[index[b]][index[a]] -= weight
        # A weak prior (one drawn game against a player of 1000) keeps a
        # level that won or lost every game finite.
        for i, r in enumerate(ratings):
            expected = 1.0 / (1.0 + math.exp((1000.0 - r) / SCALE))
            gradient[i] += (0.5 - expected) / SCALE
            hessian[i][i] += expected * (1.0 - expected) / SCALE**2
        step = solve(hessian, gradient)
        for i in range(len(ratings)):
            ratings[i] += max(-200.0, min(200.0, step[i]))
        if max(abs(s) for s in step) < 0.01:
            break
    covariance = invert(hessian)
    return [(p, ratings[i], math.sqrt(covariance[i][i])) for p, i in index.items()]


def solve(matrix, vector):
    """x with matrix · x = vector (Gaussian elimination)."""
    n = len(vector)
    rows = [row[:] + [value] for row, value in zip(matrix, vector)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(n):
            if r != col:
                factor = rows[r][col] / rows[col][col]
                rows[r] = [x - factor * y for x, y in zip(rows[r], rows[col])]
    return [rows[i][n] / rows[i][i] for i in range(n)]


def invert(matrix):
    n = len(matrix)
    columns = [solve(matrix, [1.0 if i == j else 0.0 for i in range(n)]) for j in range(n)]
    return [[columns[j][i] for j in range(n)] for i in range(n)]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--referee", nargs="*", default=[], help="CCERL referee logs (JSON lines)")
    parser.add_argument("--match", nargs="*", default=[], help="outputs of `chinese-checkers match --json`")
    parser.add_argument("--results", nargs="*", default=[], help="tables of counted results (CSV)")
    args = parser.parse_args()
    games = [g for path in args.referee for g in referee_games(path)]
    games += [g for path in args.match for g in match_games(path)]
    games += [g for path in args.results for g in counted_games(path)]
    print("| level | rating | 95% interval | games |")
    print("|---|---|---|---|")
    for player, rating, error in fit(games):
        count = sum(1 for g in games if player in g[:2])
        low, high = rating - 1.96 * error, rating + 1.96 * error
        print(f"| {player[1:]} | {rating:.0f} | {low:.0f} – {high:.0f} | {count} |")


if __name__ == "__main__":
    main()
