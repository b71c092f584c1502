package org.stratagem.launcher.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.command.Choice;

/** The players' specs of a match. */
class PlayerSpecTest {

    @Test
    void specsNameStrategyEvaluatorAndGenerator() {
        assertEquals(new Choice("alphabeta", "legal", "material"),
                PlayerSpec.parse("--a", "strategy=alphabeta,evaluator=material,movegen=legal"));
        assertEquals(new Choice("mcts", null, null), PlayerSpec.parse("--b", "strategy=mcts"));
        for (String bad : new String[] {"strat=x", "strategy=", "strategy=a,strategy=b", "", "strategy"}) {
            NotationException error = assertThrows(NotationException.class, () -> PlayerSpec.parse("--a", bad), bad);
            assertTrue(error.getMessage().startsWith("--a '" + bad + "'"), error.getMessage());
        }
    }
}
