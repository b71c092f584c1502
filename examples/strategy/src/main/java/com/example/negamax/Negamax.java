package com.example.negamax;

import java.util.List;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.Score;
import org.stratagem.engine.api.search.SearchProgress;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;

/**
 * One search: depth 1, 2, 3, ... until the request's depth, nodes or time run out, its stop signal is
 * set, or an iteration reaches the end of every line it looked at, which proves its score exact.
 *
 * <p>Scores are on the platform's {@link Score} scale, for the team to move: an ended game is
 * {@link Score#proven(int, int)} (so a quicker win counts for more), a position at the horizon is the
 * request's evaluator's score.
 *
 * <p>The transposition table keeps, for each position, the best move of its last search; it is not
 * trusted for scores, which keeps it simple: a table that stored scores would have to store whether
 * each is exact or a bound, and at which depth. Even so it pays: the best move of the previous
 * iteration, tried first, makes most alpha-beta cutoffs happen at the first move.
 *
 * @param <P> the game's position type
 */
final class Negamax<P extends Position> {
    /** The deepest iteration; also keeps ply distances below {@link Score#VALUE_UNIT}. */
    static final int MAX_DEPTH = 1000;
    /** The transposition table's memory when the request sets none. */
    static final int DEFAULT_MEGABYTES = 16;
    /** How many nodes pass between two looks at the clock. */
    private static final int CLOCK_INTERVAL = 1024;

    private final SearchRequest<P> request;
    private final Game<P> game;
    private final P position;
    private final MoveList[] movesAtPly = new MoveList[MAX_DEPTH + 1];
    private final long[] tableKeys;
    /** Best move + 1 of the position whose key is in {@link #tableKeys}; 0 for an empty slot. */
    private final int[] tableMoves;
    /** 64 less the number of bits of a slot's index. */
    private final int slotShift;
    private final long started = System.currentTimeMillis();
    private final long deadline;
    private long nodes;
    private long probes;
    private long hits;
    private boolean aborted;
    /** Whether the iteration in progress stopped a line at its horizon rather than at the game's end. */
    private boolean horizonReached;

    Negamax(SearchRequest<P> request) {
        this.request = request;
        this.game = request.game();
        this.position = request.position();
        int megabytes = request.limits().memoryMb() == 0 ? DEFAULT_MEGABYTES : request.limits().memoryMb();
        int slots = Integer.highestOneBit((int) Math.min(1 << 30, megabytes * (1L << 20) / (Long.BYTES + Integer.BYTES)));
        tableKeys = new long[slots];
        tableMoves = new int[slots];
        slotShift = Long.numberOfLeadingZeros(slots) + 1;
        long limit = request.limits().deadlineMillis();
        deadline = limit == 0 ? Long.MAX_VALUE : started + limit;
    }

    /** @return the result of the deepest iteration completed */
    SearchResult run() {
        int team = game.teamOf(position.seatToMove());
        MoveList rootMoves = moves(0);
        request.moves().generate(position, rootMoves);
        int bestMove = rootMoves.get(0);
        int bestScore = 0;
        int completed = 0;
        boolean proven = false;
        int maxDepth = request.limits().depth() == 0 ? MAX_DEPTH : Math.min(request.limits().depth(), MAX_DEPTH);
        for (int depth = 1; depth <= maxDepth && !proven; depth++) {
            horizonReached = false;
            int score = search(depth, 0, -Score.INFINITE, Score.INFINITE, team);
            if (aborted) {
                break;
            }
            bestMove = tableMove(position.key());
            bestScore = score;
            completed = depth;
            proven = !horizonReached;
            request.listener().onProgress(new SearchProgress(depth, score, List.of(game.formatMove(position, bestMove)),
                    nodes, elapsed()));
        }
        long tableBytes = (long) tableKeys.length * (Long.BYTES + Integer.BYTES);
        return new SearchResult(bestMove, bestScore, proven, new int[] {bestMove}, completed, nodes, elapsed(), tableBytes)
                .withTableCounts(probes, hits);
    }

    /**
     * @param depth the plies left before the horizon
     * @param ply   the plies from the root
     * @param alpha the score the team is already sure of
     * @param beta  the score above which the other team avoids this position
     * @param team  the team whose score this is: the team to move, or at the end of the game the team
     *              that moved last
     * @return the position's score for the team, exact between alpha and beta
     */
    private int search(int depth, int ply, int alpha, int beta, int team) {
        // Step 1. The end of the game, the horizon, or the end of the budget.
        if (position.isTerminal()) {
            return Score.proven(position.terminalValue(team), ply);
        }
        if (depth == 0) {
            horizonReached = true;
            return request.evaluator().evaluate(position);
        }
        if (outOfBudget()) {
            aborted = true;
            return 0;
        }
        nodes++;

        // Step 2. The moves, the best one of the last search of this position first.
        MoveList moves = moves(ply);
        request.moves().generate(position, moves);
        long key = position.key();
        int remembered = moves.indexOf(tableMove(key));
        if (remembered > 0) {
            moves.swap(0, remembered);
        }

        // Step 3. Each move in turn; a child's score changes sign only when the other team moves next.
        int bestScore = -Score.INFINITE;
        int bestMove = moves.get(0);
        for (int i = 0; i < moves.size() && !aborted; i++) {
            int move = moves.get(i);
            position.makeMove(move);
            int next = position.isTerminal() ? team : game.teamOf(position.seatToMove());
            int score = next == team ? search(depth - 1, ply + 1, alpha, beta, team)
                    : -search(depth - 1, ply + 1, -beta, -alpha, next);
            position.undoMove();
            if (score > bestScore) {
                bestScore = score;
                bestMove = move;
            }
            alpha = Math.max(alpha, score);
            // Step 4. A cutoff: the other team will not let the game come here.
            if (alpha >= beta) {
                break;
            }
        }
        if (!aborted) {
            remember(key, bestMove);
        }
        return bestScore;
    }

    private boolean outOfBudget() {
        long nodeLimit = request.limits().nodes();
        if (request.stop().isStopped() || nodeLimit > 0 && nodes >= nodeLimit) {
            return true;
        }
        return nodes % CLOCK_INTERVAL == 0 && System.currentTimeMillis() >= deadline;
    }

    private MoveList moves(int ply) {
        if (movesAtPly[ply] == null) {
            movesAtPly[ply] = new MoveList();
        }
        return movesAtPly[ply];
    }

    private int slot(long key) {
        // Fibonacci hashing: the high bits of the product mix every bit of the key
        return (int) ((key * 0x9E3779B97F4A7C15L) >>> slotShift);
    }

    /** @return the best move remembered for the position, or {@link MoveList#NONE} */
    private int tableMove(long key) {
        probes++;
        int slot = slot(key);
        if (tableMoves[slot] != 0 && tableKeys[slot] == key) {
            hits++;
            return tableMoves[slot] - 1;
        }
        return MoveList.NONE;
    }

    private void remember(long key, int move) {
        int slot = slot(key);
        tableKeys[slot] = key;
        tableMoves[slot] = move + 1;
    }

    private long elapsed() {
        return System.currentTimeMillis() - started;
    }
}
