package org.stratagem.engine.search.alphabeta;

import java.util.Arrays;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.Score;
import org.stratagem.engine.search.common.SearchRun;
import org.stratagem.engine.search.table.StoredScore;
import org.stratagem.engine.search.table.TranspositionTable;

/**
 * Completes a principal variation from the transposition table. A node whose value the table
 * settles returns without searching, so its line ends there: with a solved entry (which ends even
 * the nodes of the principal variation) or with Lazy SMP (where another thread did the searching)
 * the variation can stop after a move or two. The table still knows how it goes on: from the
 * variation's last position, each exact entry's move, while legal, is the next move of the line.
 *
 * <p>Exact entries continue a heuristic line; a bound's move is good enough for its bound, not always
 * the best. On a proven line every position's game value is known (the root's, or its negation
 * where the other team moves), so any move whose result the table proves to reach that value
 * continues it: the table's move first, else the first move whose position's solved entry (or end
 * of the game) shows it. The line stops at the end of the game, at a position seen before on it (a
 * cycle), or at the length asked for. Allocates: it runs once per iteration, not per node.
 */
final class TableLine {
    private final TranspositionTable table;
    private final Game<?> game;
    private final TranspositionTable.Probe probe = new TranspositionTable.Probe();
    private final MoveList legal = new MoveList();

    /**
     * @param table the search's table
     * @param game  the game searched
     */
    TableLine(TranspositionTable table, Game<?> game) {
        this.table = table;
        this.game = game;
    }

    /**
     * @param position the root, returned unchanged
     * @param line     the variation the search found, legal from the root
     * @param length   the longest line to return
     * @return the variation, continued from the table's exact entries up to {@code length} moves
     */
    int[] complete(Position position, int[] line, int length) {
        return complete(position, line, length, false, 0);
    }

    /**
     * @param position the root, returned unchanged
     * @param line     the variation the search found, legal from the root
     * @param score    the root's proven score, for the team to move
     * @return the variation, continued from the table to the end of the game where it can be
     */
    int[] completeProven(Position position, int[] line, int score) {
        return complete(position, line, SearchRun.MAX_PLY, true, Score.gameValue(score));
    }

    private int[] complete(Position position, int[] line, int length, boolean proven, int rootValue) {
        int rootTeam = game.teamOf(position.seatToMove());
        int[] completed = Arrays.copyOf(line, Math.max(line.length, Math.min(length, SearchRun.MAX_PLY)));
        long[] keys = new long[completed.length + 1];
        for (int i = 0; i < line.length; i++) {
            keys[i] = position.key();
            position.makeMove(line[i]);
        }
        int size = line.length;
        while (size < completed.length && !position.isTerminal() && isNew(keys, size, position.key())) {
            int move = nextMove(position, proven, rootTeam, rootValue);
            if (move == MoveList.NONE) {
                break;
            }
            completed[size++] = move;
            position.makeMove(move);
        }
        for (int i = 0; i < size; i++) {
            position.undoMove();
        }
        return Arrays.copyOf(completed, size);
    }

    /** Records the key of the line's last position; false if an earlier position of the line had it. */
    private static boolean isNew(long[] keys, int size, long key) {
        for (int i = 0; i < size; i++) {
            if (keys[i] == key) {
                return false;
            }
        }
        keys[size] = key;
        return true;
    }

    /** @return the move that continues the line from the position, or {@link MoveList#NONE} */
    private int nextMove(Position position, boolean proven, int rootTeam, int rootValue) {
        boolean entry = table.probe(position.key(), probe);
        int tableMove = entry ? probe.move() : MoveList.NONE;
        position.legalMoves(legal);
        if (!proven) {
            return entry && probe.bound() == TranspositionTable.EXACT && legal.contains(tableMove) ? tableMove : MoveList.NONE;
        }
        int team = game.teamOf(position.seatToMove());
        int value = team == rootTeam ? rootValue : -rootValue;
        if (legal.contains(tableMove) && achieves(position, tableMove, team, value)) {
            return tableMove;
        }
        for (int i = 0; i < legal.size(); i++) {
            if (achieves(position, legal.get(i), team, value)) {
                return legal.get(i);
            }
        }
        return MoveList.NONE;
    }

    /** @return whether the table proves that the move gives the team at least the game value */
    private boolean achieves(Position position, int move, int team, int value) {
        position.makeMove(move);
        boolean proven = provenAtLeast(position, team, value);
        position.undoMove();
        return proven;
    }

    private boolean provenAtLeast(Position position, int team, int value) {
        if (position.isTerminal()) {
            return position.terminalValue(team) >= value;
        }
        if (!table.probe(position.key(), probe) || probe.depth() != TranspositionTable.SOLVED) {
            return false;
        }
        int stored = Score.gameValue(StoredScore.fromStored(probe.score(), 0));
        boolean sameTeam = game.teamOf(position.seatToMove()) == team;
        int bound = sameTeam ? TranspositionTable.LOWER : TranspositionTable.UPPER;
        return (probe.bound() == TranspositionTable.EXACT || probe.bound() == bound)
                && (sameTeam ? stored : -stored) >= value;
    }
}
