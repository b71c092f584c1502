package org.stratagem.engine.search.determinize;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.HiddenInformation;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.GameClock;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchListener;
import org.stratagem.engine.api.search.SearchProgress;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.SearchSession;
import org.stratagem.engine.search.common.TimeBudget;

/**
 * One determinized search: {@value #SAMPLES} positions drawn from the seat to move's information set
 * (the game's {@link HiddenInformation#sampleConsistent}), each searched by a perfect-information
 * session on an {@link OpenView} of the game with an equal share of the request's nodes and of the
 * time left, and a vote: the move most draws chose, ties going to the higher sum of scores. The draws
 * come from a seeded random source, so a search repeats itself but for the time each draw gets. Under
 * a time limit no draw starts that the last one's time would carry past it: a draw is a sample and a
 * search, which the draw's share of the time does not cover alone. The seed is the hash of the seat's
 * observation, not the position's key, which would tell true positions apart that the seat cannot: two
 * positions the seat cannot tell apart get the same draws, and so the same answer.
 *
 * <p>The result: the voted move, the mean score of the draws that chose it, the smallest depth any draw
 * completed, the nodes of all. Never proven: a draw's proof holds in that draw only. A draw whose best
 * move is not legal in the true position (a game where the seat to move does not know its own moves)
 * casts no vote.
 *
 * @param <P> the game's position type
 */
final class Determinization<P extends Position> {
    /** The positions drawn for one search. */
    static final int SAMPLES = 8;

    private final SearchSession inner;
    private final SearchRequest<P> request;
    private final HiddenInformation<P> hidden;
    private final Game<P> open;
    private final Map<Integer, int[]> votes = new HashMap<>();
    private final MoveList legal = new MoveList();

    /**
     * @param inner   the perfect-information session every draw is searched with
     * @param request the search, of a game with {@link HiddenInformation}
     */
    Determinization(SearchSession inner, SearchRequest<P> request) {
        this.inner = inner;
        this.request = request;
        hidden = HiddenInformation.of(request.game()).orElseThrow(
                () -> new IllegalArgumentException("game " + request.game().id() + " draws no hidden state"));
        open = new OpenView<>(request.game());
    }

    /** @return the voted move */
    SearchResult search() {
        long start = System.nanoTime();
        P position = request.position();
        position.legalMoves(legal);
        long timeMillis = TimeBudget.of(request.limits()).optimumMillis();
        SplittableRandom random = new SplittableRandom(hidden.observation(position, position.seatToMove()).hashCode());
        long nodes = 0;
        long tableBytes = 0;
        int depth = Integer.MAX_VALUE;
        long lastDrawMillis = 0;
        for (int drawn = 0; drawn < SAMPLES && !request.stop().isStopped(); drawn++) {
            long drawStart = System.nanoTime();
            long elapsed = (drawStart - start) / 1_000_000;
            if (timeMillis > 0 && elapsed + lastDrawMillis >= timeMillis) {
                break;
            }
            P sample = hidden.sampleConsistent(position, position.seatToMove(), random);
            SearchResult result = inner.search(new SearchRequest<>(open, sample, request.moves(), request.evaluator(),
                    shareOf(timeMillis - elapsed, SAMPLES - drawn), SearchListener.NONE, request.stop()));
            nodes += result.nodes();
            tableBytes = Math.max(tableBytes, result.tableBytes());
            if (legal.contains(result.bestMove())) {
                depth = Math.min(depth, result.depth());
                vote(result.bestMove(), result.score());
                report(depth, nodes, start);
            }
            lastDrawMillis = (System.nanoTime() - drawStart) / 1_000_000;
        }
        int best = elected();
        int[] tally = votes.get(best);
        int score = tally == null ? 0 : tally[1] / tally[0];
        return new SearchResult(best, score, false, best == MoveList.NONE ? new int[0] : new int[] {best},
                depth == Integer.MAX_VALUE ? 0 : depth, nodes, (System.nanoTime() - start) / 1_000_000, tableBytes);
    }

    /** @return the limits of one draw: its share of the nodes and of the time left, the request's depth */
    private SearchLimits shareOf(long millisLeft, int drawsLeft) {
        SearchLimits limits = request.limits();
        long nodes = limits.nodes() == 0 ? 0 : Math.max(1, limits.nodes() / SAMPLES);
        long millis = limits.deadlineMillis() == 0 ? 0 : Math.max(1, millisLeft / drawsLeft);
        return new SearchLimits(limits.depth(), nodes, millis, limits.memoryMb(), limits.threads(), GameClock.NONE);
    }

    private void vote(int move, int score) {
        int[] tally = votes.computeIfAbsent(move, m -> new int[2]);
        tally[0]++;
        tally[1] += score;
    }

    /** @return the move with the most votes, the higher sum of scores among equals; none if no draw voted */
    private int elected() {
        int best = MoveList.NONE;
        int[] bestTally = {0, 0};
        for (Map.Entry<Integer, int[]> entry : votes.entrySet()) {
            int[] tally = entry.getValue();
            if (tally[0] > bestTally[0] || tally[0] == bestTally[0] && tally[1] > bestTally[1]) {
                best = entry.getKey();
                bestTally = tally;
            }
        }
        return best;
    }

    /** Reports the vote so far: the leading move, its mean score, the smallest depth completed. */
    private void report(int depth, long nodes, long start) {
        int best = elected();
        int[] tally = votes.get(best);
        request.listener().onProgress(new SearchProgress(depth, tally[1] / tally[0],
                List.of(request.game().formatMove(request.position(), best)), nodes,
                (System.nanoTime() - start) / 1_000_000));
    }
}
