package org.stratagem.game.junqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.MoveList;

/**
 * The belief model: each rule narrows the masks as the collision order says, the probabilities of an
 * attack sum to one and match a count by hand, and in seeded random games no belief ever excludes a
 * piece's true rank.
 */
class BeliefsTest {
    private static final int ANY = Collision.ANY;

    private static int bits(Rank... ranks) {
        int mask = 0;
        for (Rank rank : ranks) {
            mask |= Collision.bit(rank);
        }
        return mask;
    }

    @Test
    void everyOutcomeOfTheCollisionTableMatchesTheReferee() {
        for (Rank a : Rank.ALL) {
            for (Rank d : Rank.ALL) {
                if (!a.mobile()) {
                    continue;
                }
                // Seat 0's moved piece on East's (16, 10) attacks East's row-4 piece (15, 10) or its flag (16, 9).
                // East keeps a 36 on (11, 8), so that it has a move and stays in the game.
                Setup setup = Setup.siguo().flags().put(16, 10, "0" + a.token() + "*").put(11, 8, "136");
                if (d != Rank.FLAG) {
                    setup.put(15, 10, "1" + d.token());
                }
                JunqiPosition position = setup.position();
                Board board = position.board();
                int move = JunqiPosition.move(board.cellAt(16, 10), d == Rank.FLAG ? board.cellAt(16, 9) : board.cellAt(15, 10));
                assertEquals(Collision.judge(a.ordinal(), d.ordinal()), Observed.play(position, move), a + " on " + d);
            }
        }
    }

    @Test
    void collisionsNarrowAttackerAndDefender() {
        int r36 = Rank.REGIMENT.ordinal();
        // An unknown piece took a known 36: it is higher, or a bomb... no: a bomb trades. Higher only.
        assertEquals(bits(Rank.COMMANDER, Rank.GENERAL, Rank.DIVISION, Rank.BRIGADE),
                Collision.TAKE.attackers(Collision.MOBILE, 1 << r36));
        // An unknown piece traded with a 36: a 36 or a bomb.
        assertEquals(bits(Rank.REGIMENT, Rank.BOMB), Collision.TRADE.attackers(Collision.MOBILE, 1 << r36));
        // An unknown piece died on a 36: lower, an engineer included.
        assertEquals(bits(Rank.BATTALION, Rank.COMPANY, Rank.PLATOON, Rank.ENGINEER), Collision.DIE.attackers(Collision.MOBILE, 1 << r36));
        // A 36 took an unknown defender: lower officer, engineer or the flag; never a mine or a bomb.
        assertEquals(bits(Rank.BATTALION, Rank.COMPANY, Rank.PLATOON, Rank.ENGINEER, Rank.FLAG),
                Collision.TAKE.defenders(1 << r36, ANY));
        // A 36 died on an unknown defender: higher, or a mine.
        assertEquals(bits(Rank.COMMANDER, Rank.GENERAL, Rank.DIVISION, Rank.BRIGADE, Rank.MINE),
                Collision.DIE.defenders(1 << r36, ANY));
        // An engineer took an unknown defender: a mine or the flag.
        assertEquals(bits(Rank.MINE, Rank.FLAG), Collision.TAKE.defenders(bits(Rank.ENGINEER), ANY));
        // A 36 traded with an unknown defender: a 36 or a bomb.
        assertEquals(bits(Rank.REGIMENT, Rank.BOMB), Collision.TRADE.defenders(1 << r36, ANY));
    }

    @Test
    void placementAndMovementNarrowTheMasks() {
        Beliefs beliefs = new Beliefs(Variant.SIGUO, 0, Lineup.STANDARD, Lineup.STANDARD);
        Board board = Board.SIGUO;
        assertEquals(bits(Rank.BOMB), beliefs.mask(board.cell(0, 20)), "own pieces are known");
        assertEquals(ANY & ~bits(Rank.BOMB, Rank.MINE, Rank.FLAG), beliefs.mask(board.cell(1, 0)), "front row");
        assertEquals(ANY & ~bits(Rank.MINE, Rank.FLAG), beliefs.mask(board.cell(1, 5)), "rows 1-3");
        assertEquals(ANY & ~bits(Rank.FLAG), beliefs.mask(board.cell(1, 20)), "rows 4-5");
        assertEquals(ANY, beliefs.mask(board.cell(1, 26)), "headquarters");
        // East's piece on its row 1, column 0 steps forward: no mine, no flag.
        beliefs.observe(board.cell(1, 5), board.cell(1, 6), Collision.MOVE);
        assertEquals(ANY & ~bits(Rank.MINE, Rank.FLAG), beliefs.mask(board.cell(1, 6)));
    }

    @Test
    void aTurnOnTheRailwayIsAnEngineers() {
        Board board = Board.SIGUO;
        Beliefs beliefs = new Beliefs(Variant.SIGUO, 1, Lineup.STANDARD, Lineup.STANDARD);
        // Seen from East: North's front-row column 0 piece (10, 5) steps to the station (10, 6): any mobile piece.
        int station = board.cellAt(10, 6);
        beliefs.observe(board.cellAt(10, 5), station, Collision.MOVE);
        assertEquals(ANY & ~bits(Rank.BOMB, Rank.MINE, Rank.FLAG), beliefs.mask(station));
        // North's column 2 piece (8, 5) runs straight down x = 8 through (8, 6) to (8, 8): any mobile piece.
        beliefs.observe(board.cellAt(8, 5), board.cellAt(8, 8), Collision.MOVE);
        assertNotEquals(bits(Rank.ENGINEER), beliefs.mask(board.cellAt(8, 8)));
        // From (10, 6) to (6, 8) the railway turns: only an engineer goes there in one move.
        beliefs.observe(station, board.cellAt(6, 6), Collision.MOVE);
        assertNotEquals(bits(Rank.ENGINEER), beliefs.mask(board.cellAt(6, 6)), "(10,6) to (6,6) is straight");
        beliefs.observe(board.cellAt(6, 6), board.cellAt(10, 8), Collision.MOVE);
        assertEquals(bits(Rank.ENGINEER), beliefs.mask(board.cellAt(10, 8)), "(6,6) to (10,8) turns");
    }

    @Test
    void aRevealedFlagNamesTheFlagAndTheDeadCommander() {
        Board board = Board.SIGUO;
        Lineup commanderInFront = Lineup.parse("38 E 36 E 40 34 . 35 . 34 39 33 . 36 E 37 . 37 . 38 B M 35 34 B M F M 33 33");
        Beliefs beliefs = new Beliefs(Variant.SIGUO, 0, commanderInFront, Lineup.STANDARD);
        // East's front-row piece (11, 10) attacks seat 0's 40 on (10, 11) across the corner curve: both
        // are removed and both flags shown, so East's piece was its commander.
        int east = board.cellAt(11, 10);
        beliefs.observe(east, board.cellAt(10, 11), Collision.TRADE, board.cell(1, 26), board.cell(0, 26));
        assertEquals(bits(Rank.FLAG), beliefs.mask(board.cell(1, 26)));
        assertEquals(0.0, beliefs.rankProbabilities(board.cell(1, 28))[Rank.FLAG.ordinal()], "the other headquarters");
        assertEquals(0.0, beliefs.rankProbabilities(board.cell(1, 1))[Rank.COMMANDER.ordinal()], "the commander is gone");
        // Seat 0's bomb (6, 15) removes West's front piece (5, 10) with no flag shown: it was no commander,
        // so West's commander is among its pieces still on the board.
        Beliefs quiet = new Beliefs(Variant.SIGUO, 0, Lineup.STANDARD, Lineup.STANDARD);
        quiet.observe(board.cellAt(6, 15), board.cellAt(5, 10), Collision.TRADE);
        double commander = 0;
        for (int local = 0; local < Board.AREA; local++) {
            int cell = board.cell(3, local);
            commander += quiet.ownerAt(cell) == 3 ? quiet.rankProbabilities(cell)[Rank.COMMANDER.ordinal()] : 0;
        }
        assertEquals(1.0, commander, 1e-9);
    }

    @Test
    void attackProbabilitiesSumToOneAndCountTheCandidates() {
        Board board = Board.SIGUO;
        Beliefs beliefs = new Beliefs(Variant.SIGUO, 0, Lineup.STANDARD, Lineup.STANDARD);
        // Seat 0's 40 (local 17) against an unmoved East front-row piece: 25 pieces of East, the front row
        // holds none of the 2 bombs, 3 mines, 1 flag; by symmetry of the exact count each of the 19 other
        // pieces is equally likely... but row placements differ, so check the sum and the impossible outcome.
        double[] chances = beliefs.attack(board.cell(0, 17), board.cell(1, 0));
        assertEquals(1.0, chances[Collision.TAKE.ordinal()] + chances[Collision.TRADE.ordinal()] + chances[Collision.DIE.ordinal()], 1e-12);
        assertEquals(0.0, chances[Collision.DIE.ordinal()], 1e-12, "a front-row piece is no mine and no bomb: a 40 cannot die");
        assertTrue(chances[Collision.TRADE.ordinal()] > 0, "it may be the other 40");
        double[] engineer = beliefs.attack(board.cell(0, 1), board.cell(1, 26));
        assertEquals(1.0, engineer[1] + engineer[2] + engineer[3], 1e-12);
    }

    @Test
    void seededRandomGamesNeverExcludeTheTruth() {
        for (String variant : new String[] {"siguo", "duel"}) {
            for (String partners : new String[] {"1", "0"}) {
                SplittableRandom random = new SplittableRandom(variant.hashCode() * 31L + partners.hashCode());
                for (int game = 0; game < 6; game++) {
                    JunqiGame rules = new JunqiGame().variant(Map.of("variant", variant, "partner_visible", partners,
                            "lineup", "random:" + random.nextLong()));
                    playAndCheck(rules, random);
                }
            }
        }
    }

    private static void playAndCheck(JunqiGame rules, SplittableRandom random) {
        JunqiPosition position = rules.parsePosition("");
        Variant variant = position.variant();
        Board board = position.board();
        Beliefs[] beliefs = Observed.atStart(variant);
        Beliefs[] watching = java.util.Arrays.stream(beliefs).filter(b -> b != null).toArray(Beliefs[]::new);
        MoveList moves = new MoveList();
        int collisions = 0;
        while (!position.isTerminal()) {
            position.legalMoves(moves);
            collisions += Observed.play(position, moves.get(random.nextInt(moves.size())), watching) == Collision.MOVE ? 0 : 1;
            for (Beliefs belief : watching) {
                for (int cell = 0; cell < board.size(); cell++) {
                    int code = position.code(cell);
                    assertEquals(code == Piece.EMPTY ? -1 : Piece.owner(code), belief.ownerAt(cell), "occupancy of " + board.name(cell));
                    if (code != Piece.EMPTY) {
                        int rank = Piece.rank(code);
                        assertTrue((belief.mask(cell) >> rank & 1) != 0, "seat " + belief.seat() + " excludes the true "
                                + Rank.ALL[rank] + " on " + board.name(cell));
                        assertTrue(position.movesMade() % 8 != 0 || belief.rankProbabilities(cell)[rank] > 0,
                                "a true rank has probability 0");
                    }
                }
                if (position.movesMade() % 16 == 0 && !position.isTerminal()) {
                    checkSample(belief, position, random);
                }
            }
        }
        assertTrue(collisions > 0);
    }

    /** A drawn deployment: the true occupancy, the seen ranks, every rank within its mask and its count. */
    private static void checkSample(Beliefs belief, JunqiPosition position, SplittableRandom random) {
        Board board = position.board();
        JunqiPosition sample = belief.sample(random, position.turn());
        int[][] onBoard = new int[Board.SEATS][Rank.ALL.length];
        for (int cell = 0; cell < board.size(); cell++) {
            int code = sample.code(cell);
            assertEquals(belief.ownerAt(cell), code == Piece.EMPTY ? -1 : Piece.owner(code), "sampled occupancy of " + board.name(cell));
            if (code != Piece.EMPTY) {
                int owner = Piece.owner(code);
                int rank = Piece.rank(code);
                assertTrue((belief.mask(cell) >> rank & 1) != 0, "a sampled " + Rank.ALL[rank] + " outside the mask on " + board.name(cell));
                if (belief.sees(owner)) {
                    assertEquals(Piece.rank(position.code(cell)), rank, "a seen rank is kept on " + board.name(cell));
                }
                assertTrue(++onBoard[owner][rank] <= Rank.ALL[rank].count(), "too many of " + Rank.ALL[rank]);
            }
        }
        assertEquals(position.turn(), sample.turn());
    }
}
