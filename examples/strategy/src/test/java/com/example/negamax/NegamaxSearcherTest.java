package com.example.negamax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.GameTraits;
import org.stratagem.engine.api.KeyKind;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.search.Score;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.testkit.Countdown;

/**
 * On the test kit's Countdown: take one or two tokens, whoever takes the last wins, so the side to move
 * loses exactly when the pile is a multiple of three, and wins by leaving one.
 */
class NegamaxSearcherTest {
    private final NegamaxSearcher negamax = new NegamaxSearcher();

    private static SearchResult search(int tokens, SearchLimits limits) {
        Countdown game = new Countdown(tokens, Countdown.Flaw.NONE);
        return new NegamaxSearcher().search(SearchRequest.of(game, game.parsePosition(""), limits));
    }

    @Test
    void solvesEveryPileExactly() {
        for (int tokens = 1; tokens <= 20; tokens++) {
            SearchResult result = search(tokens, SearchLimits.NONE);
            assertTrue(result.proven(), "pile " + tokens);
            int outcome = tokens % 3 == 0 ? -1 : 1;
            assertEquals(outcome, Score.outcome(result.score()), "pile " + tokens);
            if (outcome > 0) {
                Countdown game = new Countdown(tokens, Countdown.Flaw.NONE);
                assertEquals(Integer.toString(tokens % 3), game.formatMove(game.parsePosition(""), result.bestMove()),
                        "pile " + tokens);
            }
        }
    }

    @Test
    void prefersTheQuickerWin() {
        // taking both of two tokens wins at once; taking one wins nothing
        SearchResult result = search(2, SearchLimits.NONE);
        assertEquals(Score.proven(1, 1), result.score());
    }

    @Test
    void stopsAtTheDepthLimit() {
        SearchResult result = search(40, SearchLimits.depth(3));
        assertEquals(3, result.depth());
        assertFalse(result.proven());
    }

    @Test
    void stopsAtTheNodeLimit() {
        SearchResult result = search(200, SearchLimits.nodes(500));
        assertTrue(result.nodes() <= 500, result.toString());
        assertFalse(result.proven());
    }

    @Test
    void answersAtOnceWhenStoppedBeforeItStarts() {
        Countdown game = new Countdown(100, Countdown.Flaw.NONE);
        Countdown.Pile pile = game.parsePosition("");
        SearchRequest<Countdown.Pile> request = SearchRequest.of(game, pile, SearchLimits.NONE);
        request.stop().stop();
        SearchResult result = negamax.search(request);
        assertFalse(result.proven());
        assertEquals(0, result.depth());
        MoveList legal = new MoveList();
        pile.legalMoves(legal);
        assertTrue(legal.contains(result.bestMove()));
    }

    @Test
    void stopsWithinItsTime() {
        long started = System.nanoTime();
        SearchResult result = search(1000, SearchLimits.time(100));
        long millis = (System.nanoTime() - started) / 1_000_000;
        assertTrue(millis < 1000, millis + " ms");
        assertFalse(result.proven());
    }

    @Test
    void leavesTheRootAsItFoundIt() {
        Countdown game = new Countdown(12, Countdown.Flaw.NONE);
        Countdown.Pile pile = game.parsePosition("");
        long key = pile.key();
        negamax.search(SearchRequest.of(game, pile, SearchLimits.NONE));
        assertEquals(key, pile.key());
        assertEquals(0, pile.movesMade());
    }

    @Test
    void playsTwoTeamGamesWithoutChance() {
        assertTrue(negamax.supports(GameTraits.twoPlayers(KeyKind.EXACT).withDraws().withTurnKeeping()));
        assertFalse(negamax.supports(GameTraits.twoPlayers(KeyKind.EXACT).withChance()));
        assertFalse(negamax.supports(GameTraits.puzzle(KeyKind.EXACT)));
    }
}
