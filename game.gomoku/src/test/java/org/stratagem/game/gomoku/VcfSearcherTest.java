package org.stratagem.game.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Outcome;
import org.stratagem.engine.api.search.Score;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.testkit.Countdown;

/** The strategy {@code vcf}: a win by continuous fours proven with its line, nothing claimed otherwise. */
class VcfSearcherTest {
    private final GomokuGame game = new GomokuGame();
    private final VcfSearcher vcf = new VcfSearcher();

    @Test
    void aWinByFoursIsProvenAndItsLineEndsInFive() {
        GomokuPosition position = game.parsePosition("7,7 0,0 8,7 0,2 9,7 0,4 7,8 14,14 7,9 14,12");
        SearchResult result = vcf.search(SearchRequest.of(game, position, SearchLimits.NONE));
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

    @Test
    void withoutAWinItClaimsNothing() {
        SearchResult result = vcf.search(SearchRequest.of(game, game.parsePosition("7,7 8,8"), SearchLimits.nodes(10_000)));
        assertFalse(result.proven());
        assertEquals(MoveList.NONE, result.bestMove());
    }

    @Test
    void itRefusesEveryGameButGomoku() {
        assertTrue(vcf.refusal(new Countdown(9, Countdown.Flaw.NONE), SearchLimits.NONE).isPresent());
        assertTrue(vcf.refusal(game.variant(Map.of("rule", "renju")), SearchLimits.NONE).isEmpty());
    }
}
