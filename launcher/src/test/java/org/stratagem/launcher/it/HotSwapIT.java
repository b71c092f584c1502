package org.stratagem.launcher.it;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.io.File;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.felix.service.command.CommandProcessor;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.ops4j.pax.exam.junit.PaxExam;
import org.ops4j.pax.exam.spi.reactors.ExamReactorStrategy;
import org.ops4j.pax.exam.spi.reactors.PerMethod;
import org.osgi.framework.Bundle;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.search.Searcher;

/**
 * Hot swap with a live session: a strategy bundle installed, updated and removed while a game is in
 * progress, both through the framework and by dropping jars into FileInstall's load folder. The
 * session keeps its position and history, the next search uses the preferred strategy of the
 * moment, and the framework is never restarted.
 */
@RunWith(PaxExam.class)
@ExamReactorStrategy(PerMethod.class)
public class HotSwapIT extends PlatformTest {
    private static final String START = "0 3 4 1 2b/1";
    private static final String PROBE = "(strategy.id=probe)";

    @Test
    public void installUpdateAndUninstallRebindTheLiveSession() throws Exception {
        try (Services services = new Services(context); Shell shell = startSession(services)) {
            assertTrue(shell.outputOf("stratagem:session go --json").contains("\"strategy\": \"alphabeta\""));

            Bundle probe;
            try (InputStream v1 = ProbeBundles.strategy("org.stratagem.it.probe", "1.0.0", "probe", 1000, 101, "play")) {
                probe = context.installBundle("probe:v1", v1);
            }
            probe.start();
            services.await(Searcher.class, PROBE);
            assertSearchUses(shell, "probe", 101);

            try (InputStream v2 = ProbeBundles.strategy("org.stratagem.it.probe", "2.0.0", "probe", 1000, 202, "play")) {
                probe.update(v2);
            }
            services.await(Searcher.class, PROBE);
            assertSearchUses(shell, "probe", 202);

            probe.uninstall();
            services.awaitGone(Searcher.class, PROBE);
            assertTrue(shell.outputOf("stratagem:session go --json").contains("\"strategy\": \"alphabeta\""));
            assertSessionKept(shell);
            assertEquals(Bundle.ACTIVE, context.getBundle(0).getState());
        }
    }

    @Test
    public void bundlesDroppedIntoTheLoadFolderArePickedUpUpdatedAndRemoved() throws Exception {
        Path load = new File(context.getProperty("felix.fileinstall.dir")).toPath();
        Path jar = load.resolve("probe-strategy.jar");
        try (Services services = new Services(context); Shell shell = startSession(services)) {
            long dropped = ProbeBundles.drop(ProbeBundles.strategy("org.stratagem.it.drop", "1.0.0", "probe", 1000, 303, "play"), jar);
            services.await(Searcher.class, PROBE);
            System.out.printf("HotSwapIT: load/ drop picked up in %d ms%n", (System.nanoTime() - dropped) / 1_000_000);
            assertSearchUses(shell, "probe", 303);

            long updated = ProbeBundles.drop(ProbeBundles.strategy("org.stratagem.it.drop", "1.0.1", "probe", 1000, 404, "play"), jar);
            Services.awaitCondition("the updated jar re-binds the session", () ->
                    shell.outputOf("stratagem:session go --json").contains("\"score\": 404"));
            System.out.printf("HotSwapIT: load/ update re-bound in %d ms%n", (System.nanoTime() - updated) / 1_000_000);

            long deleted = System.nanoTime();
            Files.delete(jar);
            services.awaitGone(Searcher.class, PROBE);
            System.out.printf("HotSwapIT: load/ delete withdrawn in %d ms%n", (System.nanoTime() - deleted) / 1_000_000);
            assertTrue(shell.outputOf("stratagem:session go --json").contains("\"strategy\": \"alphabeta\""));
            assertSessionKept(shell);
        }
    }

    private Shell startSession(Services services) throws Exception {
        services.await(Game.class, "(game.id=twofour)");
        services.await(Searcher.class, "(strategy.id=alphabeta)");
        Shell shell = new Shell(services.await(CommandProcessor.class, null));
        assertEquals(0, shell.run("stratagem:session new twofour '" + START + "'").exitStatus());
        assertEquals(0, shell.run("stratagem:session play '3>1'").exitStatus());
        return shell;
    }

    private static void assertSearchUses(Shell shell, String strategy, int score) throws Exception {
        Shell.Reply reply = shell.run("stratagem:session go --json");
        assertEquals(reply.output(), 0, reply.exitStatus());
        assertTrue(reply.output(), reply.output().contains("\"strategy\": \"" + strategy + "\""));
        assertTrue(reply.output(), reply.output().contains("\"score\": " + score));
    }

    private static void assertSessionKept(Shell shell) throws Exception {
        Shell.Reply reply = shell.run("stratagem:session show --json");
        assertTrue(reply.output(), reply.output().contains("\"history\": [\"3>1\"]"));
        assertTrue(reply.output(), reply.output().contains("\"position\": \"1 3 3 1 2b/2\""));
    }
}
