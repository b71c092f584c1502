package org.stratagem.launcher.it;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertTrue;

import java.util.ArrayList;
import java.util.Dictionary;
import java.util.Hashtable;
import java.util.List;
import org.apache.felix.service.command.CommandProcessor;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.ops4j.pax.exam.junit.PaxExam;
import org.ops4j.pax.exam.spi.reactors.ExamReactorStrategy;
import org.ops4j.pax.exam.spi.reactors.PerClass;
import org.osgi.framework.Bundle;
import org.osgi.framework.ServiceReference;
import org.osgi.service.cm.ConfigurationAdmin;
import org.osgi.service.component.runtime.ServiceComponentRuntime;
import org.osgi.service.component.runtime.dto.ComponentConfigurationDTO;
import org.osgi.service.component.runtime.dto.ComponentDescriptionDTO;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.command.Command;
import org.stratagem.engine.api.search.Searcher;

/** The platform's real bundles on Felix with SCR: every component comes up, and the commands work in the shell. */
@RunWith(PaxExam.class)
@ExamReactorStrategy(PerClass.class)
public class PlatformIT extends PlatformTest {
    @Test
    public void everyStratagemComponentActivates() throws Exception {
        try (Services services = new Services(context)) {
            services.await(Game.class, "(game.id=twofour)");
            for (String strategy : List.of("minimax", "alphabeta", "solver", "bfs", "expectimax", "mcts", "retrograde", "dfpn")) {
                services.await(Searcher.class, "(strategy.id=" + strategy + ")");
            }
            services.await(Command.class, "(command.name=twofour)");
            for (Bundle bundle : context.getBundles()) {
                if (bundle.getSymbolicName().startsWith("org.stratagem.") && bundle.getRegisteredServices() != null) {
                    for (ServiceReference<?> reference : bundle.getRegisteredServices()) {
                        assertNotNull("service of " + reference, context.getService(reference));
                    }
                }
            }
            ServiceComponentRuntime scr = services.await(ServiceComponentRuntime.class, null);
            List<String> notActive = new ArrayList<>();
            int components = 0;
            for (Bundle bundle : context.getBundles()) {
                if (!bundle.getSymbolicName().startsWith("org.stratagem.")) {
                    continue;
                }
                for (ComponentDescriptionDTO description : scr.getComponentDescriptionDTOs(bundle)) {
                    for (ComponentConfigurationDTO configuration : scr.getComponentConfigurationDTOs(description)) {
                        components++;
                        if (configuration.state != ComponentConfigurationDTO.ACTIVE) {
                            notActive.add(description.name + " (state " + configuration.state + ")");
                        }
                    }
                }
            }
            assertTrue("too few components found: " + components, components >= 15);
            assertEquals("components not active after use", List.of(), notActive);
        }
    }

    @Test
    public void listShowsEveryServiceWithItsBundle() throws Exception {
        try (Services services = new Services(context)) {
            services.await(Game.class, "(game.id=twofour)");
            services.await(Searcher.class, "(strategy.id=solver)");
            try (Shell shell = new Shell(services.await(CommandProcessor.class, null))) {
                Shell.Reply reply = shell.run("stratagem:list --json");
                assertEquals(reply.output(), 0, reply.exitStatus());
                for (String expected : List.of(
                        "\"kind\": \"game\", \"id\": \"twofour\", \"game\": \"twofour\"",
                        "\"kind\": \"strategy\", \"id\": \"alphabeta\", \"game\": null",
                        "\"kind\": \"strategy\", \"id\": \"minimax\"",
                        "\"kind\": \"movegen\", \"id\": \"distinct\", \"game\": \"twofour\"",
                        "\"kind\": \"evaluator\", \"id\": \"ownership\", \"game\": \"twofour\"",
                        "\"kind\": \"command\", \"id\": \"twofour\"",
                        "\"bundle\": \"org.stratagem.engine.search\"",
                        "\"bundle\": \"org.stratagem.game.puzzles\"")) {
                    assertTrue("list --json lacks " + expected + ": " + reply.output(), reply.output().contains(expected));
                }
            }
        }
    }

    @Test
    public void twofourSolvesTheOlympiadSampleInTheShell() throws Exception {
        try (Services services = new Services(context)) {
            services.await(Command.class, "(command.name=twofour)");
            services.await(Searcher.class, "(strategy.id=solver)");
            String sample = "5 4\n0 3 4 1 2\n2 2 2 2 2\n1 1 2 2 4\n4 3 2 1 0\n";
            try (Shell shell = new Shell(services.await(CommandProcessor.class, null), sample)) {
                Shell.Reply reply = shell.run("stratagem:twofour");
                assertEquals(reply.output(), 0, reply.exitStatus());
                assertEquals(List.of("1", "2", "1", "1"), reply.output().lines().toList());
            }
            try (Shell shell = new Shell(services.await(CommandProcessor.class, null), "5 1\n0 3 4 1\n")) {
                Shell.Reply reply = shell.run("stratagem:twofour");
                assertEquals(2, reply.exitStatus());
                assertTrue(reply.output(), reply.output().startsWith("twofour: line 2:"));
                assertEquals("one line of error", 1, reply.output().lines().count());
            }
        }
    }

    @Test
    public void sessionDefaultsComeFromConfigurationAdmin() throws Exception {
        try (Services services = new Services(context)) {
            services.await(Searcher.class, "(strategy.id=minimax)");
            services.await(Game.class, "(game.id=twofour)");
            org.osgi.service.cm.Configuration configuration = services.await(ConfigurationAdmin.class, null)
                    .getConfiguration("org.stratagem.session", "?");
            try (Shell shell = new Shell(services.await(CommandProcessor.class, null))) {
                assertEquals(0, shell.run("stratagem:session new twofour '0 3 4 1 2b/1'").exitStatus());
                for (String strategy : List.of("minimax", "solver")) {
                    Dictionary<String, Object> settings = new Hashtable<>();
                    settings.put("strategy", strategy);
                    configuration.update(settings);
                    Services.awaitCondition("session go uses the configured " + strategy, () -> shell
                            .outputOf("stratagem:session go --json").contains("\"strategy\": \"" + strategy + "\""));
                }
                configuration.delete();
                Services.awaitCondition("without configuration, the highest-ranked strategy (alphabeta)", () -> shell
                        .outputOf("stratagem:session go --json").contains("\"strategy\": \"alphabeta\""));
            }
        }
    }
}
