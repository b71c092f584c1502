package org.stratagem.engine.search.retrograde;

import java.util.Arrays;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.Score;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.table.IndexedStateSpace;
import org.stratagem.engine.api.table.Tablebase;
import org.stratagem.engine.search.common.MoveStack;
import org.stratagem.engine.search.common.SearchRun;

/**
 * Reads one position's answer from a solved table: its value, and the line of best play found by
 * following, from each position, the first move (in the request generator's order) whose result
 * the table says is best. The position is walked down the line and back, so it ends as it began.
 *
 * @param <P> the game's position type
 */
final class BestLine<P extends Position> {
    private final SearchRun<P> run;
    private final IndexedStateSpace<P> space;
    private final Tablebase table;
    private final P position;
    private final MoveStack moves = new MoveStack();

    BestLine(SearchRun<P> run, IndexedStateSpace<P> space, Tablebase table) {
        this.run = run;
        this.space = space;
        this.table = table;
        position = run.position();
    }

    /** @return the proven result of the request's root position */
    SearchResult answer() {
        return run.request().game().traits().singleAgent() ? solution() : bestPlay();
    }

    /** A puzzle: the distance to a goal, and a shortest solution down the distances. */
    private SearchResult solution() {
        int distance = table.value(indexOf(position));
        if (distance == Tablebase.UNSOLVED) {
            int unsolvable = Score.proven(-1, 0);
            run.report(0, unsolvable, new int[0]);
            return run.result(MoveList.NONE, unsolvable, true, new int[0], 0, table.bytes());
        }
        int[] line = new int[distance];
        for (int ply = 0; ply < distance; ply++) {
            line[ply] = moveTo(ply, distance - ply - 1);
            position.makeMove(line[ply]);
        }
        return finish(line, distance);
    }

    /** @return the first generated move from the current position to a state at that distance */
    private int moveTo(int ply, int distance) {
        MoveList list = moves.at(ply);
        run.request().moves().generate(position, list);
        for (int i = 0; i < list.size(); i++) {
            position.makeMove(list.get(i));
            boolean closer = table.value(indexOf(position)) == distance;
            position.undoMove();
            if (closer) {
                return list.get(i);
            }
        }
        throw new IllegalStateException("the table has no move from distance " + (distance + 1) + " to " + distance
                + " in " + run.request().game().formatPosition(position));
    }

    /** A game of two teams: the value with the score so far, and best play by both to the end. */
    private SearchResult bestPlay() {
        int value = valueForMover();
        int[] line = new int[32];
        int length = 0;
        while (!position.isTerminal()) {
            if (length == line.length) {
                line = Arrays.copyOf(line, 2 * length);
            }
            line[length] = bestMove(length);
            position.makeMove(line[length++]);
        }
        return finish(Arrays.copyOf(line, length), Score.proven(value, length));
    }

    /** @return the current position's value for its team to move: the score so far plus the table's */
    private int valueForMover() {
        return space.scoreSoFar(position) + table.value(indexOf(position));
    }

    /** @return the first generated move of the current position that keeps its value */
    private int bestMove(int ply) {
        int team = run.teamToMove();
        int value = valueForMover();
        MoveList list = moves.at(ply);
        run.request().moves().generate(position, list);
        for (int i = 0; i < list.size(); i++) {
            position.makeMove(list.get(i));
            boolean best = valueFor(team) == value;
            position.undoMove();
            if (best) {
                return list.get(i);
            }
        }
        throw new IllegalStateException("the table has no move that keeps the value " + value + " of "
                + run.request().game().formatPosition(position));
    }

    /** @return the current position's value for a team, which may or may not be the team to move */
    private int valueFor(int team) {
        if (position.isTerminal()) {
            return position.terminalValue(team);
        }
        int value = valueForMover();
        return run.teamToMove() == team ? value : -value;
    }

    private int indexOf(P state) {
        return (int) space.indexOf(state);
    }

    private SearchResult finish(int[] line, int score) {
        for (int i = 0; i < line.length; i++) {
            position.undoMove();
        }
        run.report(line.length, score, line);
        return run.result(line.length == 0 ? MoveList.NONE : line[0], score, true, line, line.length, table.bytes());
    }
}
