package org.stratagem.game.junqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.MoveList;

/**
 * Seed 003's pruning ({@link ContactMoves}) against a plain reference on the belief states of seeded random
 * games: the set of possible collisions after each quiet move, listed pair by pair. Every attack is kept;
 * of the quiet moves, exactly one per distinct set; the position is left as it was.
 */
class ContactMovesTest {

    @Test
    void oneQuietMoveIsKeptForEachEffectOnTheCollisions() {
        ContactMoves contacts = new ContactMoves();
        MoveList legal = new MoveList();
        MoveList kept = new MoveList();
        int quiet = 0;
        int keptQuiet = 0;
        for (long seed = 1; seed <= 4; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            JunqiPosition truth = new JunqiGame().variant(Map.of("lineup", "random:" + seed)).parsePosition("");
            Beliefs beliefs = new Beliefs(truth.variant(), 0, truth.variant().lineups()[0], truth.variant().lineups()[2]);
            for (int ply = 0; ply < 120 && !truth.isTerminal(); ply++) {
                if (ply % 10 == 0 && !truth.isOut(0)) {
                    BeliefPosition position = BeliefPosition.of(beliefs, 0);
                    long key = position.key();
                    position.legalMoves(legal);
                    contacts.generate(position, kept);
                    assertEquals(key, position.key(), "the generator leaves the position as it was");
                    Map<Set<List<Integer>>, Integer> byEffect = new HashMap<>();
                    for (int i = 0; i < legal.size(); i++) {
                        int move = legal.get(i);
                        if (position.board().code(JunqiPosition.to(move)) != Piece.EMPTY) {
                            assertTrue(kept.contains(move), "an attack is kept");
                            continue;
                        }
                        quiet++;
                        keptQuiet += kept.contains(move) ? 1 : 0;
                        byEffect.merge(effect(position.board(), move), kept.contains(move) ? 1 : 0, Integer::sum);
                    }
                    byEffect.forEach((effect, count) -> assertEquals(1, count, "moves kept for one effect"));
                    assertTrue(allIn(kept, legal), "only legal moves");
                }
                truth.legalMoves(legal);
                Observed.play(truth, legal.get(random.nextInt(legal.size())), beliefs);
            }
        }
        assertTrue(keptQuiet < quiet, "the pruning removes some quiet moves: " + keptQuiet + " of " + quiet + " kept");
    }

    /** @return the pairs (attacker, target) possible after a quiet move, the moved piece known by its old cell */
    private static Set<List<Integer>> effect(JunqiPosition board, int move) {
        JunqiPosition after = board.copy();
        after.makeMove(move);
        int from = JunqiPosition.from(move);
        int to = JunqiPosition.to(move);
        Set<List<Integer>> pairs = new HashSet<>();
        MoveList moves = new MoveList();
        for (int seat = 0; seat < Board.SEATS; seat++) {
            if (!after.isOut(seat)) {
                moves.clear();
                after.movesOf(seat, moves);
                for (int i = 0; i < moves.size(); i++) {
                    int attacker = JunqiPosition.from(moves.get(i));
                    int target = JunqiPosition.to(moves.get(i));
                    if (after.code(target) != Piece.EMPTY) {
                        pairs.add(List.of(attacker == to ? from : attacker, target == to ? from : target));
                    }
                }
            }
        }
        return pairs;
    }

    private static boolean allIn(MoveList some, MoveList all) {
        List<Integer> missing = new ArrayList<>();
        for (int i = 0; i < some.size(); i++) {
            if (!all.contains(some.get(i))) {
                missing.add(some.get(i));
            }
        }
        return missing.isEmpty();
    }
}
