package org.stratagem.engine.search.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.MoveList;

/**
 * The strategies MCTS is assembled from, one by one, on small trees built by hand: the bounds
 * rules of backpropagation, rewards moved into a node's bounds, which children selection cuts, the
 * final move choice between the most visited move and a proven draw, and chance outcomes drawn by
 * their probabilities.
 */
class MctsStrategiesTest {
    private final Tree tree = new Tree(1 << 20);
    private final SolverBackup backup = new SolverBackup(tree);
    private final Ucb1 selection = new Ucb1(tree, MctsSearcher.DEFAULT_EXPLORATION, new SplittableRandom(1));
    private final RobustChild finalChoice = new RobustChild(tree);

    /** Expands the root with three children, 10, 11 and 12, and returns the first. */
    private int rootWithThreeChildren() {
        MoveList moves = new MoveList();
        moves.add(10);
        moves.add(11);
        moves.add(12);
        assertTrue(tree.expand(Tree.ROOT, moves));
        return tree.firstChild(Tree.ROOT);
    }

    private void visit(int node, int times, double reward) {
        for (int i = 0; i < times; i++) {
            tree.addReward(node, reward);
        }
    }

    private void prove(int node, int outcome) {
        tree.setBounds(node, outcome, outcome);
    }

    private void assertRootBounds(int lower, int upper, String message) {
        assertEquals(lower, tree.lowerBound(Tree.ROOT), message);
        assertEquals(upper, tree.upperBound(Tree.ROOT), message);
        assertEquals(lower == upper, tree.isProven(Tree.ROOT), message);
    }

    @Test
    void aWinForTheSideToMoveProvesTheNodeAtOnce() {
        int first = rootWithThreeChildren();
        prove(first + 1, Tree.WIN);
        assertTrue(backup.updateBounds(Tree.ROOT, Tree.ROOT_TEAM));
        assertRootBounds(Tree.WIN, Tree.WIN, "a proven win");
        assertFalse(backup.updateBounds(Tree.ROOT, Tree.ROOT_TEAM), "nothing changed since");
    }

    @Test
    void aWinForTheRootTeamDoesNotProveANodeOfItsOpponents() {
        int first = rootWithThreeChildren();
        prove(first + 1, Tree.WIN);
        assertFalse(backup.updateBounds(Tree.ROOT, Tree.OPPONENTS), "the opponents avoid that move");
        prove(first, Tree.DRAW);
        assertTrue(backup.updateBounds(Tree.ROOT, Tree.OPPONENTS));
        assertRootBounds(Tree.LOSS, Tree.DRAW, "the opponents can hold the root team to a draw");
        prove(first + 2, Tree.LOSS);
        assertTrue(backup.updateBounds(Tree.ROOT, Tree.OPPONENTS));
        assertRootBounds(Tree.LOSS, Tree.LOSS, "the opponents have a proven win");
    }

    @Test
    void aDrawIsProvenOnceEveryMoveIsProvenNoBetter() {
        int first = rootWithThreeChildren();
        prove(first, Tree.LOSS);
        prove(first + 1, Tree.DRAW);
        assertTrue(backup.updateBounds(Tree.ROOT, Tree.ROOT_TEAM));
        assertRootBounds(Tree.DRAW, Tree.WIN, "sure of a draw, and the third move might still win");
        tree.setBounds(first + 2, Tree.LOSS, Tree.DRAW);
        assertTrue(backup.updateBounds(Tree.ROOT, Tree.ROOT_TEAM));
        assertRootBounds(Tree.DRAW, Tree.DRAW, "a proven draw");
    }

    @Test
    void aChanceNodeIsProvenOnlyWhenEveryOutcomeAgrees() {
        int first = rootWithThreeChildren();
        prove(first, Tree.WIN);
        prove(first + 1, Tree.WIN);
        assertFalse(backup.updateBounds(Tree.ROOT, Tree.CHANCE), "one outcome is open");
        prove(first + 2, Tree.DRAW);
        assertTrue(backup.updateBounds(Tree.ROOT, Tree.CHANCE));
        assertRootBounds(Tree.DRAW, Tree.WIN, "a win or a draw, by luck");
        prove(first + 2, Tree.WIN);
        assertTrue(backup.updateBounds(Tree.ROOT, Tree.CHANCE));
        assertRootBounds(Tree.WIN, Tree.WIN, "a win whatever the luck");
    }

    @Test
    void rewardsAreMovedIntoTheNodesBounds() {
        int first = rootWithThreeChildren();
        tree.setBounds(first, Tree.DRAW, Tree.WIN);
        assertEquals(0.5, tree.addReward(first, 0), "a lost playout through a node sure of a draw");
        assertEquals(1, tree.addReward(first, 1));
        assertEquals(0.75, tree.mean(first));
        tree.setBounds(first + 1, Tree.LOSS, Tree.DRAW);
        assertEquals(0.5, tree.addReward(first + 1, 1), "a won playout through a node that cannot be won");
        assertEquals(0, tree.addReward(first + 2, 0), "no bounds, no change");
    }

    @Test
    void selectionCutsChildrenThatCannotChangeTheValue() {
        int first = rootWithThreeChildren();
        visit(Tree.ROOT, 30, 0.5);
        visit(first, 10, 0.9);
        prove(first + 1, Tree.DRAW);
        visit(first + 1, 10, 0.5);
        visit(first + 2, 10, 0.1);
        assertEquals(first, selection.choose(Tree.ROOT, Tree.ROOT_TEAM), "the best mean for the root team");
        assertEquals(first + 2, selection.choose(Tree.ROOT, Tree.OPPONENTS), "the best mean for its opponents");
        backup.updateBounds(Tree.ROOT, Tree.ROOT_TEAM);
        tree.setBounds(first, Tree.LOSS, Tree.DRAW);
        assertEquals(first + 2, selection.choose(Tree.ROOT, Tree.ROOT_TEAM),
                "sure of a draw, the root team only looks at the move that might win");
    }

    @Test
    void anUnvisitedChildIsTriedFirst() {
        int first = rootWithThreeChildren();
        visit(Tree.ROOT, 2, 1);
        visit(first, 1, 1);
        visit(first + 2, 1, 1);
        assertEquals(first + 1, selection.choose(Tree.ROOT, Tree.ROOT_TEAM));
    }

    @Test
    void theFinalChoiceIsTheMostVisitedMoveUnlessASureDrawIsWorthMore() {
        int first = rootWithThreeChildren();
        visit(first, 100, 0.7);
        visit(first + 1, 20, 0.5);
        visit(first + 2, 50, 0.3);
        assertEquals(first, finalChoice.choose(Tree.ROOT, Tree.ROOT_TEAM), "the most visited");

        prove(first + 1, Tree.DRAW);
        backup.updateBounds(Tree.ROOT, Tree.ROOT_TEAM);
        assertEquals(first, finalChoice.choose(Tree.ROOT, Tree.ROOT_TEAM), "a mean of 0.7 is worth more than a sure draw");
        tree.setBounds(first, Tree.LOSS, Tree.DRAW);
        assertEquals(first + 1, finalChoice.choose(Tree.ROOT, Tree.ROOT_TEAM),
                "the only move that might still win has a mean of 0.3: the sure draw is worth more");
        visit(first + 2, 200, 0.9);
        assertEquals(first + 2, finalChoice.choose(Tree.ROOT, Tree.ROOT_TEAM), "now it looks better than a draw");
    }

    @Test
    void aProvenOutcomeIsPlayedByTheMoveThatAchievesIt() {
        int first = rootWithThreeChildren();
        visit(first, 100, 0.3);
        prove(first + 1, Tree.DRAW);
        visit(first + 1, 20, 0.5);
        prove(first + 2, Tree.LOSS);
        visit(first + 2, 500, 0);
        backup.updateBounds(Tree.ROOT, Tree.OPPONENTS);
        assertTrue(tree.isProven(Tree.ROOT));
        assertEquals(first + 2, finalChoice.choose(Tree.ROOT, Tree.OPPONENTS), "the opponents take their proven win");
    }

    @Test
    void aProvenLossIsPassedOverWhileAnythingElseWasVisited() {
        int first = rootWithThreeChildren();
        assertEquals(RobustChild.NONE, finalChoice.choose(Tree.ROOT, Tree.ROOT_TEAM), "nothing visited");
        prove(first, Tree.LOSS);
        visit(first, 500, 0);
        visit(first + 2, 3, 0.2);
        backup.updateBounds(Tree.ROOT, Tree.ROOT_TEAM);
        assertEquals(first + 2, finalChoice.choose(Tree.ROOT, Tree.ROOT_TEAM));
        prove(first + 1, Tree.LOSS);
        visit(first + 1, 1, 0);
        prove(first + 2, Tree.LOSS);
        backup.updateBounds(Tree.ROOT, Tree.ROOT_TEAM);
        assertEquals(first, finalChoice.choose(Tree.ROOT, Tree.ROOT_TEAM), "every move loses: the most visited");
    }

    @Test
    void chanceOutcomesAreDrawnByTheirProbabilities() {
        MoveList outcomes = new MoveList();
        outcomes.add(7, 0.2);
        outcomes.add(8, 0.5);
        outcomes.add(9, 0.3);
        tree.expand(Tree.ROOT, outcomes);
        int first = tree.firstChild(Tree.ROOT);
        int[] drawn = new int[3];
        for (int i = 0; i < 100_000; i++) {
            drawn[selection.draw(Tree.ROOT) - first]++;
        }
        assertEquals(20_000, drawn[0], 600);
        assertEquals(50_000, drawn[1], 600);
        assertEquals(30_000, drawn[2], 600);
    }
}
