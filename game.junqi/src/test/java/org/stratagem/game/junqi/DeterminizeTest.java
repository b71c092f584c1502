package org.stratagem.game.junqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.command.Choice;
import org.stratagem.engine.api.command.RefereedMatches.RefereedGame;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.search.determinize.DeterminizeSearcher;
import org.stratagem.engine.search.expectimax.ExpectimaxSearcher;
import org.stratagem.testkit.command.CommandHarness;

/**
 * Determinization on Junqi: engine.search's {@code determinize} on the true position sees only what the
 * seat to move observes; the brain's {@link Determinizer} draws from the seat's beliefs and answers a
 * legal move; refereed games of {@code match} bind each configuration to the view of the game its
 * strategy plays.
 */
class DeterminizeTest {

    @Test
    void positionsTheSeatCannotTellApartGetTheSameAnswer() {
        JunqiGame game = new JunqiGame();
        JunqiPosition position = HiddenRanksTest.midgame(game, 3);
        JunqiPosition other = HiddenRanksTest.withAnotherRankLeft(position, (position.turn() + 1) % Board.SEATS);
        SearchResult seen = determinize(game, position);
        SearchResult alike = determinize(game, other);
        assertEquals(seen.bestMove(), alike.bestMove());
        assertEquals(seen.score(), alike.score());
        assertEquals(seen.nodes(), alike.nodes());
        MoveList legal = new MoveList();
        position.legalMoves(legal);
        assertTrue(legal.contains(seen.bestMove()), "a legal move");
    }

    private static SearchResult determinize(JunqiGame game, JunqiPosition position) {
        return new DeterminizeSearcher().search(SearchRequest.of(game, position, SearchLimits.depth(2))
                .withEvaluator(new MaterialEvaluator()));
    }

    @Test
    void determinizePlaysTheGameButNotItsBeliefState() {
        DeterminizeSearcher determinize = new DeterminizeSearcher();
        assertTrue(determinize.refusal(new JunqiGame(), SearchLimits.depth(1)).isEmpty());
        assertTrue(determinize.refusal(new BeliefGame(Variant.SIGUO), SearchLimits.depth(1)).isPresent());
    }

    @Test
    void theDeterminizerAnswersALegalMoveFromItsBeliefs() {
        JunqiPosition truth = new JunqiGame().variant(Map.of("lineup", "random:5")).parsePosition("");
        Lineup[] lineups = truth.variant().lineups();
        Beliefs beliefs = new Beliefs(truth.variant(), 0, lineups[0], lineups[2]);
        SplittableRandom random = new SplittableRandom(5);
        MoveList legal = new MoveList();
        Determinizer determinizer = new Determinizer(new DeterminizeSearcher().openSession(), MoveGenerator.legal(),
                new MaterialEvaluator(), 4_000);
        for (int ply = 0; ply < 80 && !truth.isTerminal(); ply++) {
            truth.legalMoves(legal);
            int move = truth.turn() == 0 ? determinizer.chooseMove(beliefs, System.currentTimeMillis() + 5_000)
                    : legal.get(random.nextInt(legal.size()));
            assertTrue(legal.contains(move), "ply " + ply + ": a legal move");
            Observed.play(truth, move, beliefs);
        }
    }

    @Test
    void aRefereedGameBindsEachConfigurationToTheViewItsStrategyPlays() {
        CommandHarness platform = new CommandHarness()
                .withSearch(id -> id.equals("expectimax") ? new ExpectimaxSearcher().openSession()
                        : new DeterminizeSearcher().openSession())
                .withPlays((id, game) -> id.equals("expectimax") ? game.traits().chance() : game.traits().hiddenInformation())
                .withEvaluator(BeliefEvaluator.ID, new BeliefEvaluator()).withEvaluator(MaterialEvaluator.ID, new MaterialEvaluator());
        JunqiMatches matches = new JunqiMatches(Variant.SIGUO.with(Map.of("variant", "duel")));
        RefereedGame game = matches.play(platform, Choice.strategy("expectimax"), Choice.strategy("determinize"), 1, 3, 30);
        assertEquals(1, game.score().games());
        assertEquals(0, game.aMissed() + game.bMissed(), "no turn missed");
        assertTrue(platform.opened().containsAll(List.of("expectimax", "determinize")), platform.opened().toString());
    }

    @Test
    void aStrategyThatPlaysNeitherViewIsRefusedInOneLine() {
        CommandHarness platform = new CommandHarness().withSearch(id -> new ExpectimaxSearcher().openSession())
                .withPlays((id, game) -> false);
        String message = assertThrows(NotationException.class,
                () -> ThinkerChooser.bound(platform, Choice.strategy("alphabeta"), Variant.SIGUO)).getMessage();
        assertEquals("strategy 'alphabeta' plays neither junqi's belief state (a game with chance) nor games with hidden"
                + " information", message);
    }
}
