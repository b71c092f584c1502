package org.stratagem.game.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Outcome;
import org.stratagem.engine.api.search.Score;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.testkit.Countdown;

/**
 * The strategies {@code vcf} and {@code vct}: a win by continuous fours (or threats) proven with its
 * line, nothing claimed otherwise.
 */
class ThreatSearcherTest {
    private final GomokuGame game = new GomokuGame();

    private static ThreatSearcher searcher(String id) {
        return id.equals(VcfSearcher.ID) ? new VcfSearcher() : new VctSearcher();
    }

    @ParameterizedTest
    @ValueSource(strings = {VcfSearcher.ID, VctSearcher.ID})
    void aWinByFoursIsProvenAndItsLineEndsInFive(String id) {
        assertProvenWin(searcher(id), "7,7 0,0 8,7 0,2 9,7 0,4 7,8 14,14 7,9 14,12");
    }

    @Test
    void onlyTheThreatsFindAWinThatNeedsAThree() {
        String doubleThree = "7,7 0,0 8,7 14,0 9,8 0,14 9,9 14,14 10,11 3,13";
        assertProvenWin(new VctSearcher(), doubleThree);
        assertFalse(new VcfSearcher().search(SearchRequest.of(game, game.parsePosition(doubleThree), SearchLimits.NONE)).proven());
    }

    /**
     * Under renju white's VCF may end with a four whose five black may not block (here 6,7, whose five
     * point 7,7 would give black an overline): the win then lasts two plies more than its line, the
     * four, black's move and the five, and both the strategy and the main search's oracle say so.
     */
    @ParameterizedTest
    @ValueSource(strings = {VcfSearcher.ID, VctSearcher.ID})
    void aWinEndingInAFourBlackMayNotBlockLastsToTheFive(String id) {
        GomokuGame renju = new GomokuGame(15, Rule.RENJU);
        GomokuPosition position = renju.parsePosition("2,7 3,7 7,5 4,7 7,6 5,7 7,8 0,0 7,9 0,14 7,10");
        assertFalse(position.mayPlay(0, position.board().point(7, 7)), "black may not block the four's five");
        SearchResult result = searcher(id).search(SearchRequest.of(renju, position, SearchLimits.NONE));
        assertEquals(1, result.pv().length, String.valueOf(result));
        assertEquals(Score.proven(1, 3), result.score());
        ThreatProver oracle = new ThreatProver();
        assertEquals(3, oracle.probe(position, ThreatProver.LEAST_VCT_BUDGET));
    }

    private void assertProvenWin(ThreatSearcher searcher, String moves) {
        GomokuPosition position = game.parsePosition(moves);
        SearchResult result = searcher.search(SearchRequest.of(game, position, SearchLimits.NONE));
        assertTrue(result.proven(), String.valueOf(result));
        assertEquals(Outcome.WIN, result.outcome());
        assertEquals(Score.proven(1, result.pv().length), result.score());
        GomokuPosition played = position.copy();
        for (int move : result.pv()) {
            MoveList legal = new MoveList();
            played.legalMoves(legal);
            assertTrue(legal.contains(move), game.formatPosition(played));
            played.makeMove(move);
        }
        assertTrue(played.isTerminal());
        assertEquals(1, played.terminalValue(position.seatToMove()), "the line ends in the mover's five");
    }

    @ParameterizedTest
    @ValueSource(strings = {VcfSearcher.ID, VctSearcher.ID})
    void withoutAWinItClaimsNothing(String id) {
        SearchResult result = searcher(id).search(SearchRequest.of(game, game.parsePosition("7,7 8,8"), SearchLimits.nodes(10_000)));
        assertFalse(result.proven());
        assertEquals(MoveList.NONE, result.bestMove());
    }

    /** A renju VCT of 9 moves whose proof takes about 80 000 positions: a few hundred milliseconds of work, not a few. */
    private static final String LONG_RENJU_WIN = "6,5 6,6 9,7 8,5 7,6 8,7 8,8 7,5 5,7 8,4 7,9 10,6";

    @Test
    void aStopAskedBeforeTheSearchEndsItWithinAPoll() {
        GomokuGame renju = game.variant(Map.of("rule", "renju"));
        SearchRequest<GomokuPosition> request = SearchRequest.of(renju, renju.parsePosition(LONG_RENJU_WIN), SearchLimits.NONE);
        request.stop().stop();
        SearchResult result = new VctSearcher().search(request);
        assertFalse(result.proven());
        assertTrue(result.nodes() <= 2 * ThreatSpaceSearch.POLL_NODES, "nodes " + result.nodes());
    }

    /** The limit is kept by the clock, not by a node count guessed from it: renju's threats are searched slowly. */
    @Test
    void aTimeLimitEndsTheSearchWhateverItsNodeRate() {
        GomokuGame renju = game.variant(Map.of("rule", "renju"));
        SearchResult result = new VctSearcher().search(
                SearchRequest.of(renju, renju.parsePosition(LONG_RENJU_WIN), SearchLimits.time(20)));
        assertFalse(result.proven(), "a proof of some 80 000 positions in 20 ms");
        assertTrue(result.millis() < 500, "took " + result.millis() + " ms");
        assertTrue(new VctSearcher().search(SearchRequest.of(renju, renju.parsePosition(LONG_RENJU_WIN), SearchLimits.NONE))
                .proven(), "proven without a limit");
    }

    @ParameterizedTest
    @ValueSource(strings = {VcfSearcher.ID, VctSearcher.ID})
    void itRefusesEveryGameButGomoku(String id) {
        ThreatSearcher searcher = searcher(id);
        assertEquals(id, searcher.id());
        assertTrue(searcher.refusal(new Countdown(9, Countdown.Flaw.NONE), SearchLimits.NONE).isPresent());
        assertTrue(searcher.refusal(game.variant(Map.of("rule", "renju")), SearchLimits.NONE).isEmpty());
    }
}
